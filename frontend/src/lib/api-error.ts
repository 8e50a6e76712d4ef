/**
 * A non-OK HTTP answer. Its message follows the spec: "{status}: {body text or status text}",
 * so screens can show `error.message` and code can branch on `error.status`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** Throws an ApiError for a non-OK response; reads a clone so the body stays readable. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response
    .clone()
    .text()
    .catch(() => '');
  throw new ApiError(response.status, response.statusText, body.trim());
}

/** The parsed `{ message, code }` body of an ApiError; empty when the body is not such JSON. */
function errorBody(error: unknown): { message?: unknown; code?: unknown } {
  if (!isApiError(error)) return {};
  try {
    const body: unknown = JSON.parse(error.body);
    return body && typeof body === 'object' ? body : {};
  } catch {
    return {};
  }
}

/** The API's own explanation (`{ message }` in the body) when there is one, else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  const { message } = errorBody(error);
  return typeof message === 'string' && message ? message : fallback;
}

/** The stable error code of an ApiError, when the server gave one. */
export function serverCode(error: unknown): string | null {
  const { code } = errorBody(error);
  return typeof code === 'string' ? code : null;
}
