import type { NextFunction, Request, Response } from 'express';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type, Idempotency-Key';
/** What a browser app may read of an answer besides the simple headers. */
const EXPOSED_HEADERS = 'Retry-After, ETag, Location, Idempotent-Replayed';

/** `CORS_ORIGINS` as a set of exact origins (scheme://host[:port]); anything unparsable is dropped. */
export function parseCorsOrigins(value: string): Set<string> {
  const origins = new Set<string>();
  for (const item of value.split(',').map((o) => o.trim()).filter(Boolean)) {
    try {
      origins.add(new URL(item).origin);
    } catch {
      // not an origin: ignored (config validation names it)
    }
  }
  return origins;
}

/**
 * CORS for the API, for the origins in `CORS_ORIGINS` only, and for API tokens only: no
 * `Access-Control-Allow-Credentials`, so a browser never sends or reads our cookies cross-site (a
 * cookie request from there is still refused by the same-origin guard). A preflight from any other
 * origin gets no CORS headers, so the browser stops there.
 */
export function corsForApiTokens(allowed: Set<string>) {
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.headers.origin;
    const isApi = req.path.startsWith('/api/') || req.path.startsWith('/paypal/');
    if (!isApi || !origin || !allowed.has(origin)) {
      if (isApi && req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
        res.status(403).json({ statusCode: 403, message: 'This origin may not call the API from a browser', error: 'Forbidden', code: 'cors_origin_not_allowed' });
        return;
      }
      return next();
    }
    res.vary('Origin');
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
      res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  };
}
