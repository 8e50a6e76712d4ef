import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type Request, type Response, type NextFunction } from 'express';
import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { FRONTEND_DIST, OPENAPI_PATH, type AppConfig } from '../shared/config';
import { ErrorsFilter } from '../shared/http/errors.filter';
import { sameOriginGuard } from '../shared/http/same-origin.middleware';
import { securityHeaders } from '../shared/http/security-headers';
import { createValidationPipe } from '../shared/http/validation.pipe';

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** Everything around the controllers: headers, body parsing, sessions, CSRF, docs, the SPA. */
export function configureHttp(app: NestExpressApplication, config: AppConfig, databaseUrl: string): { close: () => Promise<void> } {
  app.set('trust proxy', config.TRUST_PROXY ? 1 : false);
  app.disable('x-powered-by');
  app.use(securityHeaders(config.isProduction, config.GEOLOCATION_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean)));
  // Raw body kept for webhook signature checks (PayPal verifies the exact bytes it sent).
  app.use(express.json({ limit: '256kb', verify: (req, _res, buf) => ((req as Request & { rawBody?: Buffer }).rawBody = buf) }));
  app.use(sameOriginGuard(() => (config.PUBLIC_URL ? [new URL(config.PUBLIC_URL).origin] : [])));

  const sessionPool = new Pool({ connectionString: databaseUrl, max: 5 });
  // An idle connection dropped by the server must not crash the process; the pool reconnects.
  const log = new Logger('Sessions');
  sessionPool.on('error', (error) => log.warn(`session store connection lost: ${error.message}`));
  const PgStore = connectPgSimple(session);
  app.use(
    session({
      name: 'boogy.sid',
      store: new PgStore({ pool: sessionPool, schemaName: 'identity', tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60 }),
      // Without SESSION_SECRET (refused in production) a per-process secret keeps local runs safe.
      secret: config.SESSION_SECRET ?? randomBytes(32).toString('hex'),
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: { httpOnly: true, sameSite: 'lax', secure: config.isProduction, maxAge: THIRTY_DAYS_MS },
    }),
  );

  mountApiDocs(app);
  if (config.SERVE_FRONTEND) mountFrontend(app, config);

  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ErrorsFilter());
  // No app.enableShutdownHooks(): stopOnSignals closes the app (running the same hooks) and then the
  // embedded database; Nest's own listener would re-raise the signal and kill the process half-way.
  return { close: () => sessionPool.end() };
}

/** Interactive API docs from openapi.yaml, served with Swagger UI's own files (no CDN). */
function mountApiDocs(app: NestExpressApplication): void {
  const uiDir: string = require('swagger-ui-dist').getAbsoluteFSPath();
  app.use('/api/docs/assets', express.static(uiDir, { maxAge: '1d' }));
  app.use('/api/openapi.yaml', (_req: Request, res: Response) => {
    res.type('application/yaml').send(readFileSync(OPENAPI_PATH, 'utf8'));
  });
  app.use('/api/docs/init.js', (_req: Request, res: Response) => {
    res.type('application/javascript').send(
      "window.ui = SwaggerUIBundle({ url: '/api/openapi.yaml', dom_id: '#swagger-ui', deepLinking: true, withCredentials: true });",
    );
  });
  app.use(/^\/api\/docs\/?$/, (_req: Request, res: Response) => {
    res.type('html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Boogy API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head><body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script><script src="/api/docs/init.js"></script></body></html>`);
  });
}

/** Paths the SPA never answers: the API, the payment calls and the server-rendered dev pages. */
const API_PREFIXES = ['/api/', '/paypal/', '/dev/'];

/** The built React app: hashed assets cached for a year, every other GET answered with index.html. */
function mountFrontend(app: NestExpressApplication, config: AppConfig): void {
  const index = join(FRONTEND_DIST, 'index.html');
  app.use('/assets', express.static(join(FRONTEND_DIST, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  app.use(express.static(FRONTEND_DIST, { index: false, maxAge: config.isProduction ? '1h' : 0 }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (API_PREFIXES.some((p) => req.path.startsWith(p)) || req.path === '/api') return next();
    if (!existsSync(index)) {
      res.status(503).type('text').send('The frontend is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
