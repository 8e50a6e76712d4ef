import helmet from 'helmet';

const PAYPAL = ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com', 'https://www.sandbox.paypal.com'];

/** helmet with a Content-Security-Policy strict enough for us and open enough for the PayPal SDK. */
export function securityHeaders(isProduction: boolean, geolocationOrigins: string[] = []) {
  return helmet({
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
}
