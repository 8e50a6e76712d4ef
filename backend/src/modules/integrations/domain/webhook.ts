import { createHash, createHmac, randomBytes } from 'node:crypto';

export const WEBHOOK_EVENTS = ['song.previews_ready', 'song.completed', 'song.failed', 'song.video_ready', 'payment.captured'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
export const MAX_WEBHOOKS_PER_USER = 10;
export const MAX_WEBHOOK_URL_LENGTH = 2000;
/** Retries stop once a delivery is this old. */
export const DELIVERY_WINDOW_MS = 24 * 60 * 60 * 1000;
const MAX_RETRY_DELAY_SECONDS = 60 * 60;

export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('hex')}`;

/** `Boogy-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/**
 * A URL a webhook may be sent to, or why not. `allowPrivate` (outside production) lets a local
 * receiver be used for testing; in production only https to a public host will do (the host's
 * addresses are checked again at every delivery).
 */
export function webhookUrlProblem(raw: string, allowPrivate: boolean): string | null {
  if (raw.length > MAX_WEBHOOK_URL_LENGTH) return `it is longer than ${MAX_WEBHOOK_URL_LENGTH} characters`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'it is not an absolute URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'only http(s) URLs are allowed';
  if (!allowPrivate && url.protocol !== 'https:') return 'it must use https';
  if (url.username || url.password) return 'it must not carry a user name or password';
  if (url.hash) return 'it must not have a #fragment';
  return null;
}

/** Seconds before the next attempt after `attempts` failed ones: doubling from `baseSeconds`, at most an hour apart. */
export function retryDelaySeconds(attempts: number, baseSeconds: number): number {
  return Math.min(MAX_RETRY_DELAY_SECONDS, baseSeconds * 2 ** Math.max(0, Math.min(attempts - 1, 20)));
}

/** The same fact always has the same event id (a redelivered event, or one two webhooks receive). */
export function eventIdOf(eventKey: string): string {
  const hex = createHash('sha256').update(`boogy-event:${eventKey}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
