import { isAbsolute, resolve } from 'node:path';
import { FRONTEND_DIST, REPO_ROOT } from './paths';
import { configSchema, type AppConfig } from './config.schema';
import { looksPatterned, shannonBits } from './secret-strength';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** Below this, a secret is guessable whatever its length (e.g. one character repeated). */
const MIN_SECRET_ENTROPY_BITS = 96;

/** Secrets checked for a typed pattern in production (SESSION_SECRET has its own, stricter rule). */
const PATTERN_CHECKED_SECRETS = ['PAYPAL_CLIENT_SECRET', 'METRICS_TOKEN', 'ADMIN_PASSWORD', 'S3_SECRET_ACCESS_KEY', 'LLM_API_KEY', 'MUSIC_API_KEY'] as const;

/** PayPal's REST API, live: the only address real payments and payouts may talk to. */
const PAYPAL_LIVE_API = 'https://api-m.paypal.com';

/** Whether a configured PayPal base is PayPal's live API over https (a trailing slash allowed). */
function isPaypalLiveApi(base: string): boolean {
  const url = new URL(base);
  return url.origin === PAYPAL_LIVE_API && (url.pathname === '/' || url.pathname === '') && !url.search && !url.username;
}

/** Settings that are fine on a laptop but unsafe with real users and real money. */
function productionProblems(config: AppConfig): string[] {
  const problems: string[] = [];
  if (!config.SESSION_SECRET || config.SESSION_SECRET.length < 32) {
    problems.push('SESSION_SECRET must be set to a random string of at least 32 characters in production');
  } else if (shannonBits(config.SESSION_SECRET) < MIN_SECRET_ENTROPY_BITS || looksPatterned(config.SESSION_SECRET)) {
    problems.push('SESSION_SECRET has too little entropy (repeated or patterned characters): use e.g. `openssl rand -hex 32`');
  }
  for (const name of PATTERN_CHECKED_SECRETS) {
    const value = config[name];
    if (value && looksPatterned(value)) problems.push(`${name} looks typed, not random (repeated chunks or a run such as abcdef or 12345): use the value issued to you, or e.g. \`openssl rand -hex 32\``);
  }
  if (config.PAYMENT_PROVIDER === 'sandbox') {
    problems.push('PAYMENT_PROVIDER=sandbox is refused in production: set PAYMENT_PROVIDER=paypal');
  }
  if (config.PAYOUT_PROVIDER === 'sandbox') {
    problems.push('PAYOUT_PROVIDER=sandbox is refused in production: set PAYOUT_PROVIDER=paypal');
  }
  if (config.PAYMENT_PROVIDER === 'paypal' && (!config.PAYPAL_CLIENT_ID || !config.PAYPAL_CLIENT_SECRET)) {
    problems.push('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are required with PAYMENT_PROVIDER=paypal');
  }
  const paypal = config.PAYMENT_PROVIDER === 'paypal' || config.PAYOUT_PROVIDER === 'paypal';
  if (paypal && new URL(config.PAYPAL_API_BASE).hostname.includes('sandbox')) {
    problems.push(`PAYPAL_API_BASE points at PayPal's sandbox in production: set PAYPAL_API_BASE=https://api-m.paypal.com`);
  } else if (paypal && !isPaypalLiveApi(config.PAYPAL_API_BASE)) {
    problems.push(`PAYPAL_API_BASE must be PayPal's live API in production (an http:// or other address would see every payment and payout): set PAYPAL_API_BASE=https://api-m.paypal.com`);
  }
  if (config.PAYMENT_PROVIDER === 'paypal' && !config.PAYPAL_WEBHOOK_ID) {
    problems.push("PAYPAL_WEBHOOK_ID is required with PAYMENT_PROVIDER=paypal in production: without it PayPal's webhooks cannot be verified, so refunds and chargebacks made at PayPal would never lock the song or void commissions");
  }
  if (!config.DATABASE_URL) {
    problems.push('DATABASE_URL must point at a managed PostgreSQL in production (the embedded database is for local use)');
  }
  if (!config.PUBLIC_URL) {
    problems.push('PUBLIC_URL must be set in production (used in emails and share links)');
  } else if (new URL(config.PUBLIC_URL).protocol !== 'https:') {
    problems.push('PUBLIC_URL must be an https:// address in production (session cookies are Secure; links in emails must not go over plain HTTP)');
  }
  if (config.SONG_FULL_DURATION_SEC !== undefined && config.SONG_FULL_DURATION_SEC < 180) {
    problems.push('SONG_FULL_DURATION_SEC below 180 is for tests only: full songs last 3-4 minutes in production');
  }
  if (config.SONG_VIDEO_FPS !== undefined && config.SONG_VIDEO_FPS < 30) {
    problems.push('SONG_VIDEO_FPS below 30 is for tests only: song videos play at 30 fps in production');
  }
  if (!config.SMTP_URL) {
    problems.push('SMTP_URL must be set in production (the database mailbox is for local use)');
  }
  return problems;
}

/** Reads and validates the environment once; throws a ConfigError that names every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const config: AppConfig = {
    ...parsed.data,
    dataDir: isAbsolute(parsed.data.DATA_DIR) ? parsed.data.DATA_DIR : resolve(REPO_ROOT, parsed.data.DATA_DIR),
    frontendDir: parsed.data.FRONTEND_DIR ? resolve(REPO_ROOT, parsed.data.FRONTEND_DIR) : FRONTEND_DIST,
    isProduction: parsed.data.NODE_ENV === 'production',
  };
  if (config.isProduction) {
    const problems = productionProblems(config);
    if (problems.length > 0) throw new ConfigError(problems);
  }
  return config;
}

/** The base URL of the app as users see it. */
export function publicUrl(config: AppConfig): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}

/** An address on the app as users see it: `path` (starting with "/", or "" for the origin) after the base URL, its trailing slashes dropped. */
export function publicLink(config: AppConfig, path: string): string {
  return `${publicUrl(config).replace(/\/+$/, '')}${path}`;
}
