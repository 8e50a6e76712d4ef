/** The body of a successful typed-client answer (the client throws on non-OK answers already). */
export function dataOf<T>(result: { data?: T }): T {
  if (result.data === undefined) throw new Error('The server sent an empty answer');
  return result.data;
}
