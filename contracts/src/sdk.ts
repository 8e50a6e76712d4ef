// The TypeScript SDK for integrators (`@boogy/contracts/sdk`): a typed client over an API token, and
// the webhook signature check. Node only (node:crypto); the browser app uses the package's root.
import { createHmac, timingSafeEqual } from 'node:crypto';
import createClient from 'openapi-fetch';
import type { paths } from './schema.js';

export type { components, paths } from './schema.js';

export interface BoogyClientOptions {
  /** The Boogy server, e.g. https://boogy.example */
  baseUrl: string;
  /** An API token (`boogy_pat_…`) from Account → API Tokens. */
  token: string;
  fetch?: (request: Request) => Promise<Response>;
}

/** A typed client for every operation in openapi.yaml, authenticated with the token (no cookies). */
export function createBoogyClient({ baseUrl, token, fetch }: BoogyClientOptions) {
  return createClient<paths>({ baseUrl, credentials: 'omit', headers: { Authorization: `Bearer ${token}` }, ...(fetch ? { fetch } : {}) });
}
export type BoogyClient = ReturnType<typeof createBoogyClient>;

/**
 * Whether `Boogy-Signature` (`t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`)
 * signs these exact bytes with this webhook's secret, within `toleranceSeconds` of now (replays).
 */
export function verifyWebhookSignature(secret: string, header: string, rawBody: string | Buffer, toleranceSeconds = 300, nowMs = Date.now()): boolean {
  const parts = new Map(header.split(',').map((p) => [p.slice(0, p.indexOf('=')).trim(), p.slice(p.indexOf('=') + 1).trim()] as const));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1');
  if (!Number.isInteger(t) || Math.abs(nowMs / 1000 - t) > toleranceSeconds || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return false;
  const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(v1, 'hex'), expected);
}

/** A delivered event's body. */
export interface BoogyWebhookEvent<Data = Record<string, unknown>> {
  id: string;
  type: 'song.previews_ready' | 'song.completed' | 'song.failed' | 'song.video_ready' | 'payment.captured';
  createdAt: string;
  data: Data;
}
