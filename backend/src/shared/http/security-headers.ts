import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

const PAYPAL = ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com', 'https://www.sandbox.paypal.com'];
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * What a JSON answer needs: nothing in it may load or be framed, its type is never sniffed, other
 * sites cannot read it. The page policy below (a dozen headers, the CSP alone ~600 bytes) is for
 * documents; sent with every polled JSON answer it cost a tenth of a hot read.
 */
export function apiSecurityHeaders(isProduction: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Referrer-Policy': 'no-referrer',
    ...(isProduction ? { 'Strict-Transport-Security': `max-age=${ONE_YEAR_SECONDS}; includeSubDomains` } : {}),
  };
}

/** API answers (under /api/, but the docs pages) get the API set; every page gets helmet's. */
const isApiAnswer = (path: string) => path.startsWith('/api/') && !path.startsWith('/api/docs');

/** helmet with a Content-Security-Policy strict enough for us and open enough for the PayPal SDK, for pages; the API set for API answers. */
export function securityHeaders(isProduction: boolean, geolocationOrigins: string[] = []) {
  const pages = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...PAYPAL],
        'style-src': ["'self'", "'unsafe-inline'", ...PAYPAL],
        'img-src': ["'self'", 'data:', 'blob:', ...PAYPAL],
        'media-src': ["'self'", 'blob:', 'data:'],
        'connect-src': ["'self'", ...PAYPAL, ...geolocationOrigins],
        'frame-src': ["'self'", ...PAYPAL],
        'font-src': ["'self'", 'data:'],
        'upgrade-insecure-requests': isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: isProduction,
  });
  const api = Object.entries(apiSecurityHeaders(isProduction));
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!isApiAnswer(req.path)) return pages(req, res, next);
    for (const [name, value] of api) res.setHeader(name, value);
    next();
  };
}
