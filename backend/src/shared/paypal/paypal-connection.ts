import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** What a retry may cure: a network failure, a timeout, a 5xx or a 429. */
export class PayPalRetryable extends Error {}

export interface PayPalConnectionOptions {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** Per attempt; 15 s by default. */
  timeoutMs?: number;
  /** Attempts for answers that may be retried (timeouts, network errors, 5xx, 429); 3 by default. */
  attempts?: number;
  /** The pause before the next attempt, times the attempts so far; 300 ms by default. */
  retryDelayMs?: number;
  /** Told of every HTTP call (retries included): for latency and error metrics. */
  observe?: (call: PayPalCall) => void;
}

/** The error body PayPal answers a refused call with. */
export interface PayPalIssue {
  name?: string;
  message?: string;
  details?: { issue?: string; description?: string }[];
}

/** How an adapter reports failures, in its own port's errors. */
export interface PayPalFailures {
  /** PayPal refused the API credentials themselves. */
  credentialsRefused: (status: number) => Error;
  /** PayPal refused the call (a 4xx): its status and error body ({} when it was not JSON). */
  refused: (status: number, issue: PayPalIssue) => Error;
  /** Every attempt failed in a way a retry may cure. */
  unavailable: (message: string) => Error;
}

export interface PayPalCall {
  /** A fixed name per endpoint (`capture_order`, `create_payout`…), never the URL with its ids. */
  operation: string;
  seconds: number;
  outcome: 'ok' | 'client_error' | 'server_error' | 'network_error';
}

/** PayPal's endpoints Boogy calls, named for metrics (paths relative to the API base). */
const OPERATIONS: [method: string, path: RegExp, name: string][] = [
  ['POST', /^\/v1\/oauth2\/token$/, 'token'],
  ['POST', /^\/v2\/checkout\/orders$/, 'create_order'],
  ['GET', /^\/v2\/checkout\/orders\/[^/]+$/, 'show_order'],
  ['POST', /^\/v2\/checkout\/orders\/[^/]+\/capture$/, 'capture_order'],
  ['POST', /^\/v2\/payments\/captures\/[^/]+\/refund$/, 'refund_capture'],
  ['POST', /^\/v1\/notifications\/verify-webhook-signature$/, 'verify_webhook'],
  ['POST', /^\/v1\/payments\/payouts$/, 'create_payout'],
  ['GET', /^\/v1\/payments\/payouts\/[^/]+$/, 'show_payout'],
];

export function paypalOperation(method: string, path: string): string {
  const bare = path.split('?')[0]!;
  return OPERATIONS.find(([m, p]) => m === method.toUpperCase() && p.test(bare))?.[2] ?? 'other';
}

/**
 * PayPal's REST plumbing that the Orders (checkout) and Payouts (affiliate) adapters share: the
 * client-credentials token, renewed a minute early so it never expires mid-request, timed requests
 * whose network failures are retryable, and JSON calls retried while a retry may cure them. Each
 * adapter keeps its own error mapping (PayPalFailures).
 */
export class PayPalConnection {
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly options: PayPalConnectionOptions,
    private readonly failures: PayPalFailures,
  ) {}

  /**
   * One JSON call: the bearer token, a PayPal-Request-Id when given (a repeat then answers the
   * first result), and up to `attempts` tries, each pause longer, for what a retry may cure. A
   * string body is sent as it is (JSON already).
   */
  async call<T>(method: string, path: string, requestId: string | null, body: unknown, extraHeaders: Record<string, string> = {}): Promise<T> {
    const attempts = this.options.attempts ?? 3;
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        return await this.once<T>(method, path, requestId, body, extraHeaders);
      } catch (error) {
        if (!(error instanceof PayPalRetryable)) throw error;
        lastError = error;
        if (attempt < attempts) await sleep((this.options.retryDelayMs ?? 300) * attempt);
      }
    }
    throw this.failures.unavailable(`PayPal did not answer ${method} ${path}: ${(lastError as Error).message}`);
  }

  private async once<T>(method: string, path: string, requestId: string | null, body: unknown, extraHeaders: Record<string, string>, renewed = false): Promise<T> {
    const headers: Record<string, string> = { Authorization: `Bearer ${await this.accessToken()}`, 'Content-Type': 'application/json', ...extraHeaders };
    if (requestId) headers['PayPal-Request-Id'] = requestId;
    const response = await this.fetch(this.options.apiBase + path, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    if (response.status === 401 && !renewed) {
      this.token = null; // the token expired early: renew once
      return this.once<T>(method, path, requestId, body, extraHeaders, true);
    }
    const text = await response.text();
    if (response.ok) return JSON.parse(text) as T;
    if (response.status >= 500 || response.status === 429) throw new PayPalRetryable(`HTTP ${response.status}`);
    let issue: PayPalIssue = {};
    try {
      issue = JSON.parse(text) as PayPalIssue;
    } catch {
      // not JSON: keep the status only
    }
    throw this.failures.refused(response.status, issue);
  }

  async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
    const response = await this.fetch(`${this.options.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (response.status >= 500 || response.status === 429) throw new PayPalRetryable(`token HTTP ${response.status}`);
    if (!response.ok) throw this.failures.credentialsRefused(response.status);
    const token = (await response.json()) as { access_token: string; expires_in: number };
    this.token = { value: token.access_token, expiresAt: Date.now() + Math.max(0, token.expires_in - 60) * 1000 };
    return token.access_token;
  }

  async fetch(url: string, init: RequestInit): Promise<Response> {
    const started = performance.now();
    const observe = (outcome: PayPalCall['outcome']) =>
      this.options.observe?.({ operation: paypalOperation(init.method ?? 'GET', url.slice(this.options.apiBase.length)), seconds: (performance.now() - started) / 1000, outcome });
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000) });
    } catch (error) {
      observe('network_error');
      throw new PayPalRetryable((error as Error).message);
    }
    observe(response.ok ? 'ok' : response.status >= 500 || response.status === 429 ? 'server_error' : 'client_error');
    return response;
  }
}
