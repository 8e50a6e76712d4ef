import { performance } from 'node:perf_hooks';

/** What a retry may cure: a network failure, a timeout, a 5xx or a 429. */
export class PayPalRetryable extends Error {}

export interface PayPalConnectionOptions {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** Per attempt; 15 s by default. */
  timeoutMs?: number;
  /** Told of every HTTP call (retries included): for latency and error metrics. */
  observe?: (call: PayPalCall) => void;
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
 * client-credentials token, renewed a minute early so it never expires mid-request, and timed
 * requests whose network failures are retryable. Each adapter keeps its own error mapping.
 */
export class PayPalConnection {
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly options: PayPalConnectionOptions,
    /** The error an adapter raises when PayPal refuses the credentials themselves. */
    private readonly credentialsRefused: (status: number) => Error,
  ) {}

  /** After a 401 on a call: the token expired early, the next call fetches a new one. */
  forgetToken(): void {
    this.token = null;
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
    if (!response.ok) throw this.credentialsRefused(response.status);
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
