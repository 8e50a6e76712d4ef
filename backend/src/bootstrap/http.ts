import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express, { type Request, type Response, type NextFunction } from 'express';
import expressStaticGzip from 'express-static-gzip';
import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import { randomBytes } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import { Pool } from 'pg';
import { OPENAPI_PATH, type AppConfig } from '../shared/config';
import { SitePages } from '../modules/site/site.module';
import { ErrorsFilter } from '../shared/http/errors.filter';
import { sameOriginGuard } from '../shared/http/same-origin.middleware';
import { API_TOKEN_AUTHENTICATOR, apiTokenAuth, type ApiTokenAuthenticator } from '../shared/http/api-token-auth';
import { corsForApiTokens, parseCorsOrigins } from '../shared/http/cors';
import { apiSecurityHeaders, securityHeaders } from '../shared/http/security-headers';
import { throttleTouch } from '../shared/http/throttled-touch';
import { createValidationPipe } from '../shared/http/validation.pipe';
import { RequestContract, RequestContractPipe } from '../shared/http/request-contract';
import { answerMalformedRequests } from '../shared/http/malformed-requests';
import { httpMetrics, Metrics } from '../shared/observability';
import { APP_LOGGER } from '../shared/core.tokens';
import { GuestCookie } from '../shared/http/guest-cookie';
import { FastLane } from '../shared/http/fast-lane/fast-lane';
import { SessionUsers, forgetOnChange } from '../shared/http/fast-lane/session-users';
import { sessionUserId } from '../shared/http/session-user';
import { SessionEndings } from '../shared/http/fast-lane/session-endings';
import type { Logger as PinoLogger } from 'pino';
import { HotReadLog } from '../shared/logging/logger';

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;
const SESSION_COOKIE = 'boogy.sid';

/** Everything around the controllers: headers, body parsing, sessions, CSRF, docs, the SPA. */
export function configureHttp(app: NestExpressApplication, config: AppConfig, databaseUrl: string): { close: () => Promise<void> } {
  app.set('trust proxy', config.TRUST_PROXY ? 1 : false);
  answerMalformedRequests(app.getHttpServer());
  app.disable('x-powered-by');
  app.use(httpMetrics(app.get(Metrics)));
  app.use(securityHeaders(config.isProduction, config.GEOLOCATION_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean)));
  app.use(compressText());
  app.use(corsForApiTokens(parseCorsOrigins(config.CORS_ORIGINS)));
  // Raw body kept for webhook signature checks (PayPal verifies the exact bytes it sent).
  app.use(express.json({ limit: '256kb', verify: (req, _res, buf) => ((req as Request & { rawBody?: Buffer }).rawBody = buf) }));
  app.use(apiTokenAuth(() => app.get<ApiTokenAuthenticator>(API_TOKEN_AUTHENTICATOR, { strict: false })));
  app.use(sameOriginGuard(() => (config.PUBLIC_URL ? [new URL(config.PUBLIC_URL).origin] : [])));

  // Every signed-in request reads its session row: more connections than the ORM's would only queue in PostgreSQL.
  const sessionPool = new Pool({ connectionString: databaseUrl, max: config.SESSION_POOL_SIZE });
  // An idle connection dropped by the server must not crash the process; the pool reconnects.
  const log = new Logger('Sessions');
  sessionPool.on('error', (error) => log.warn(`session store connection lost: ${error.message}`));
  app.get(Metrics).watchPool('sessions', sessionPool);
  const PgStore = connectPgSimple(session);
  // Always set: from the environment, or locally the one kept in DATA_DIR (withPersistedSessionSecret).
  const secret = config.SESSION_SECRET ?? randomBytes(32).toString('hex');
  const sessionUsers = new SessionUsers(sessionPool, secret);
  // Sessions ended anywhere are forgotten at once; until the channel is open nothing is kept.
  const sessionEndings = new SessionEndings(databaseUrl, sessionUsers, log);
  void sessionEndings.start();
  app.use(
    session({
      name: SESSION_COOKIE,
      // The expiry rolls forward at most once a minute per session, not with a write on every request.
      store: forgetOnChange(throttleTouch(new PgStore({ pool: sessionPool, schemaName: 'identity', tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60 })), sessionUsers),
      secret,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: { httpOnly: true, sameSite: 'lax', secure: config.isProduction, maxAge: THIRTY_DAYS_MS },
    }),
  );

  // Last before the controllers (after the session store's callbacks): hostile input is a 400 here,
  // and the body's verdict against openapi.yaml travels with the request to RequestContractPipe.
  app.use(RequestContract.fromFile(OPENAPI_PATH).middleware());

  mountApiDocs(app);
  if (config.SERVE_FRONTEND) mountFrontend(app, config);

  app.useGlobalPipes(createValidationPipe(), new RequestContractPipe());
  app.useGlobalFilters(new ErrorsFilter());
  installFastLane(app, config, sessionUsers);
  // No app.enableShutdownHooks(): stopOnSignals closes the app (running the same hooks) and then the
  // embedded database; Nest's own listener would re-raise the signal and kill the process half-way.
  return {
    close: async () => {
      await sessionEndings.stop();
      await sessionPool.end();
    },
  };
}

/** The hot reads' lane in front of Express (shared/http/fast-lane), with the full pipeline's headers, sessions and metrics. */
function installFastLane(app: NestExpressApplication, config: AppConfig, sessionUsers: SessionUsers): void {
  const metrics = app.get(Metrics);
  const guestCookie = app.get(GuestCookie);
  const timers = new Map<string, { observe(seconds: number): void }>();
  const rootLogger = app.get<PinoLogger>(APP_LOGGER);
  app.get(FastLane).install(app.getHttpServer(), {
    headers: apiSecurityHeaders(config.isProduction),
    sessionUsers,
    sessionCookie: SESSION_COOKIE,
    guestOf: (value) => guestCookie.verify(value),
    requestLog: new HotReadLog(rootLogger),
    record: (route, status, seconds) => {
      let timer = timers.get(route);
      if (!timer) timers.set(route, (timer = metrics.httpDuration.labels({ method: 'GET', route })));
      timer.observe(seconds);
      metrics.httpRequests.inc({ method: 'GET', route, status: String(status) });
    },
  });
}

/**
 * Brotli (or gzip) for every compressible answer over 1 KB: JSON, HTML, JS, CSS, YAML. Fast
 * settings, since answers are compressed per request; the frontend's files are precompressed at
 * build time and served as they are. Render progress (Server-Sent Events) is left alone so each
 * event reaches the browser at once.
 */
function compressText() {
  return compression({
    threshold: 1024,
    level: 4,
    // A 256 KB window instead of 4 MB: answers are small, and the window is allocated per answer.
    brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } },
    filter: (req, res) => {
      const type = String(res.getHeader('Content-Type') ?? '');
      if (type.startsWith('text/event-stream')) return false;
      return /yaml/.test(type) || compression.filter(req, res);
    },
  });
}

/** Interactive API docs from openapi.yaml, served with Swagger UI's own files (no CDN). */
function mountApiDocs(app: NestExpressApplication): void {
  const uiDir: string = require('swagger-ui-dist').getAbsoluteFSPath();
  app.use('/api/docs/assets', express.static(uiDir, { maxAge: '1d' }));
  // Read once when the app starts: no synchronous file read on a request.
  const contract = readFileSync(OPENAPI_PATH, 'utf8');
  app.use('/api/openapi.yaml', (_req: Request, res: Response) => {
    res.type('application/yaml').send(contract);
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

/** Paths the SPA never answers: the API, the payment calls, the server-rendered dev pages, the old share links' 301, robots.txt and the sitemap. */
const API_PREFIXES = ['/api/', '/paypal/', '/dev/', '/metrics', '/shares/'];
const SERVER_FILES = new Set(['/robots.txt', '/sitemap.xml']);
const isApiPath = (path: string) => API_PREFIXES.some((p) => path.startsWith(p)) || path === '/api' || SERVER_FILES.has(path);

/**
 * The built React app: hashed assets cached for a year (immutable), every other GET answered with
 * index.html carrying that page's link-preview tags (SitePages). The build writes .br and .gz copies
 * beside each text file; the best one the browser accepts is sent as it is.
 */
function mountFrontend(app: NestExpressApplication, config: AppConfig): void {
  const dist = config.frontendDir;
  const pages = app.get(SitePages);
  pages.warm();
  const precompressed = { enableBrotli: true, orderPreference: ['br', 'gz'] };
  // Source maps would publish the sources: in production they are not served, even when built.
  if (config.isProduction) app.use((req: Request, res: Response, next: NextFunction) => (/\.map$/i.test(req.path) ? res.status(404).type('text').send('Not found') : next()));
  app.use('/assets', expressStaticGzip(join(dist, 'assets'), { ...precompressed, serveStatic: { immutable: true, maxAge: '1y', fallthrough: false } }));
  const rootFiles = expressStaticGzip(dist, { ...precompressed, index: false, serveStatic: { index: false, maxAge: config.isProduction ? '1h' : 0 } });
  // API calls never look on disk (a stat per request was a tenth of a hot read's time), nor do share
  // pages (no file lives under /shared/; any id, even a malformed one, gets the page).
  const notOnDisk = (path: string) => isApiPath(path) || path.startsWith('/shared/');
  app.use((req: Request, res: Response, next: NextFunction) => (notOnDisk(req.path) ? next() : rootFiles(req, res, next)));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (isApiPath(req.path)) return next();
    pages.html(req.path, sessionUserId(req)).then((html) => {
      if (html === null) {
        res.status(503).type('text').send('The frontend is not built yet: run `npm run build`.');
        return;
      }
      // A share page carries its visitor's view of the song: never kept by a shared cache.
      res.setHeader('Cache-Control', 'private, no-cache');
      res.type('html').send(html);
    }, next);
  });
}
