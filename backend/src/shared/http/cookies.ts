import { parse } from 'cookie';
import type { Request } from 'express';

/** One cookie of the request, decoded (the `cookie` package; a malformed value comes back as sent), or null. */
export function readCookie(req: Pick<Request, 'headers'>, name: string): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  return parse(header)[name] ?? null;
}
