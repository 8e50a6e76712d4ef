/** The body of a successful typed call (the client throws on non-OK answers, so it is always there). */
export function dataOf<T>(result: { data?: T }): T {
  if (result.data === undefined) throw new Error('The server sent an empty answer');
  return result.data;
}
