import { isApiError } from '@/lib/api-error';

/** The server's own message of an ApiError ({ message } JSON), else the fallback the spec gives. */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  try {
    const body = JSON.parse(error.body) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : fallback;
  } catch {
    return error.body || fallback;
  }
}

/** The stable error code of an ApiError, when the server gave one. */
export function serverCode(error: unknown): string | null {
  if (!isApiError(error)) return null;
  try {
    return (JSON.parse(error.body) as { code?: string }).code ?? null;
  } catch {
    return null;
  }
}
