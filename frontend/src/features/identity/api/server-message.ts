import { isApiError } from '@/lib/api-error';

/** The API's own explanation (`{ message }` in the body) when there is one, else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    try {
      const body = JSON.parse(error.body) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) return body.message;
    } catch {
      // not JSON: fall through
    }
  }
  return fallback;
}
