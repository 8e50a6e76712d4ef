import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Injectable } from '@nestjs/common';
import { parse as parseCookies } from 'cookie';
import type { HotReadLog } from '../../logging/logger';
import { GUEST_COOKIE } from '../guest-cookie';
import { holdsTag } from '../conditional-get';
import { requestId } from '../request-id';
import { PreparedBodies } from './prepared-bodies';
import type { SessionUsers } from './session-users';

/** Who is asking, as the full pipeline's viewer resolution would say. */
export interface FastViewer {
  userId: string | null;
  guestId: string | null;
}

export interface FastRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  /**
   * The caller, or null when only the full pipeline can say (a guest cookie beside a session:
   * that guest's songs are claimed for the account there).
   */
  viewer(): Promise<FastViewer | null>;
}

/**
 * A JSON answer (an object, or bytes serialised beforehand with their tag), or null: "let the
 * full pipeline answer this one".
 */
export type FastAnswer = ({ body: unknown } | { json: { body: Buffer; etag: string } }) & { cacheControl?: string } | null;
export type FastHandler = (request: FastRequest) => Promise<FastAnswer>;

interface Route {
  /** The route as Express names it ('/api/songs/:id'): the metrics label. */
  template: string;
  pattern: RegExp;
  paramNames: string[];
  handler: FastHandler;
}

export interface FastLaneSetup {
  /** The headers every answer carries (helmet's), captured from the full pipeline's middleware. */
  headers: Record<string, string>;
  sessionUsers: SessionUsers;
  /** Verifies a guest cookie's signature: the guest id, or null. */
  guestOf: (cookieValue: string) => string | null;
  sessionCookie: string;
  /** The hot reads' request log (per-route summaries at info, every read at debug). */
  requestLog: Pick<HotReadLog, 'record'>;
  /** Counts and times an answer as the full pipeline's metrics middleware does. */
  record(route: string, status: number, seconds: number): void;
}

interface Match {
  route: Route;
  params: Record<string, string>;
  path: string;
  query: string;
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The hot reads (a song, its render status, the price) are polled by every open page: through
 * Express, Nest and a dozen middlewares each cost ~20× a bare node:http answer. Their routes are
 * also registered here, in front of Express: a GET that matches is answered with the same query on
 * the same bus, the same headers, ETag/304, compression, request id, request log line and metrics,
 * without the per-request middleware chain. Anything unusual (another method, a handler that
 * throws, a guest cookie beside a session) goes down the full pipeline, which then answers it as
 * before: the fast lane never has the last word on an error.
 */
@Injectable()
export class FastLane {
  private readonly routes: Route[] = [];
  private setup: FastLaneSetup | null = null;
  private readonly bodies = new PreparedBodies();

  /** Registers a GET route (Express syntax, ':name' segments). Contexts call this at module init. */
  get(template: string, handler: FastHandler): void {
    const paramNames: string[] = [];
    const source = template
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
        paramNames.push(segment.slice(1));
        return '([^/]+)';
      })
      .join('/');
    this.routes.push({ template, pattern: new RegExp(`^${source}$`), paramNames, handler });
  }

  /** Puts the lane in front of the server's request listener (Express). */
  install(server: Server, setup: FastLaneSetup): void {
    this.setup = setup;
    const [full, ...others] = server.listeners('request') as Listener[];
    if (!full || others.length > 0) throw new Error('fast lane: expected exactly one request listener (the Express app)');
    server.removeListener('request', full);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      // API tokens are the full pipeline's: a bearer request (and its CORS answer) goes down it.
      const match = req.method === 'GET' && req.headers.authorization === undefined ? this.match(req.url ?? '') : null;
      if (!match) return full(req, res);
      this.answer(match, req, res).then(
        (done) => {
          if (!done) full(req, res);
        },
        () => full(req, res),
      );
    });
  }

  private match(url: string): Match | null {
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    for (const route of this.routes) {
      const found = route.pattern.exec(path);
      if (!found) continue;
      const params: Record<string, string> = {};
      try {
        route.paramNames.forEach((name, i) => (params[name] = decodeURIComponent(found[i + 1]!)));
      } catch {
        return null; // malformed escapes: the full pipeline answers them
      }
      return { route, params, path, query: queryAt < 0 ? '' : url.slice(queryAt + 1) };
    }
    return null;
  }

  /** True when answered here; false to hand the request to the full pipeline untouched. */
  private async answer(match: Match, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const setup = this.setup!;
    const started = performance.now();
    const answer = await match.route.handler({
      params: match.params,
      query: new URLSearchParams(match.query),
      viewer: () => this.viewerOf(req),
    });
    if (!answer) return false;
    const body = 'json' in answer ? this.bodies.ofSerialised(answer.json.body, answer.json.etag) : this.bodies.ofAnswer(answer.body);
    const id = requestId(req, res);
    const headers: Record<string, string | number> = { ...setup.headers, 'Content-Type': 'application/json; charset=utf-8', ETag: body.etag, Vary: 'Accept-Encoding' };
    if (answer.cacheControl) headers['Cache-Control'] = answer.cacheControl;
    let status = 200;
    if (holdsTag(req.headers['if-none-match'], body.etag)) {
      status = 304;
      delete headers['Content-Type'];
      res.writeHead(304, headers);
      res.end();
    } else {
      const encoded = this.bodies.encode(body, String(req.headers['accept-encoding'] ?? ''));
      if (encoded.encoding) headers['Content-Encoding'] = encoded.encoding;
      headers['Content-Length'] = encoded.bytes.length;
      res.writeHead(200, headers);
      res.end(encoded.bytes);
    }
    const ms = performance.now() - started;
    setup.record(match.route.template, status, ms / 1000);
    setup.requestLog.record({ id, route: match.route.template, path: match.path, status, ms });
    return true;
  }

  private async viewerOf(req: IncomingMessage): Promise<FastViewer | null> {
    const setup = this.setup!;
    const header = req.headers.cookie;
    if (!header) return { userId: null, guestId: null };
    const cookies = parseCookies(header);
    const guestCookie = cookies[GUEST_COOKIE];
    const guestId = guestCookie ? setup.guestOf(guestCookie) : null;
    const sessionCookie = cookies[setup.sessionCookie];
    const userId = sessionCookie ? await setup.sessionUsers.userOf(sessionCookie) : null;
    if (userId && guestId) return null;
    return { userId, guestId };
  }
}

