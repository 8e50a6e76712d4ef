import type { NextFunction, Request, Response } from 'express';
import { isBearerRequest } from './api-token-auth';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Paths that other servers call, signed in their own way (no browser involved). */
const EXEMPT = ['/api/paypal/webhook'];

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * CSRF defence for cookie sessions: a state-changing request must carry JSON or no body at all
 * (an HTML form cannot send JSON cross-site) and, when the browser names an Origin or Referer,
 * it must be our own.
 */
export function sameOriginGuard(allowedOrigins: () => string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!STATE_CHANGING.has(req.method) || EXEMPT.includes(req.path)) return next();
    const length = Number(req.headers['content-length'] ?? 0);
    const hasBody = length > 0 || req.headers['transfer-encoding'] !== undefined;
    if (hasBody && !req.is('application/json')) {
      res.status(415).json({ statusCode: 415, message: 'Send the request body as JSON', error: 'Unsupported Media Type', code: 'json_required' });
      return;
    }
    // A bearer token is sent by the caller's code, never attached by a browser: no cross-site risk.
    if (isBearerRequest(req)) return next();
    const claimed = originOf(req.headers.origin) ?? originOf(req.headers.referer);
    if (claimed === null) return next(); // not a browser request: no ambient cookie risk to check here
    const own = new Set([`${req.protocol}://${req.get('host')}`, ...allowedOrigins()]);
    if (!own.has(claimed)) {
      res.status(403).json({ statusCode: 403, message: 'Cross-site request refused', error: 'Forbidden', code: 'cross_site_request' });
      return;
    }
    next();
  };
}
