import { randomBytes } from 'node:crypto';
import { isAbsolute } from 'node:path';
import { ConfigError, loadConfig } from './load-config';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected loadConfig to refuse this environment');
}

const safeProduction = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-random-session-secret-of-at-least-32-chars',
  PAYMENT_PROVIDER: 'paypal',
  PAYOUT_PROVIDER: 'paypal',
  PAYPAL_CLIENT_ID: 'client-id',
  PAYPAL_CLIENT_SECRET: 'client-secret',
  PAYPAL_API_BASE: 'https://api-m.paypal.com',
  PAYPAL_WEBHOOK_ID: '8PT597110X687430LKGECATA',
  DATABASE_URL: 'postgres://boogy:pw@db.internal:5432/boogy',
  PUBLIC_URL: 'https://boogy.example',
  SMTP_URL: 'smtp://mailer:pw@smtp.example:587',
};

describe('loadConfig', () => {
  it('runs locally with nothing set, on safe defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      isProduction: false,
      PORT: 3000,
      PROCESS_ROLE: 'all',
      PAYMENT_PROVIDER: 'sandbox',
      TRUST_PROXY: false,
    });
    expect(config.DATABASE_URL).toBeUndefined(); // embedded PostgreSQL
    expect(config.SESSION_SECRET).toBeUndefined();
    expect(isAbsolute(config.dataDir)).toBe(true);
  });

  it('reads blank values as unset and coerces numbers and booleans', () => {
    const config = loadConfig({ DATABASE_URL: '  ', PORT: '8080', TRUST_PROXY: 'yes', JOBS_CRON_INTERVAL_SECONDS: '2' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(8080);
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.JOBS_CRON_INTERVAL_SECONDS).toBe(2);
  });

  it('names the variable of every malformed value', () => {
    const problems = problemsOf({ PORT: 'eighty', PROCESS_ROLE: 'cron', JOBS_CRON_INTERVAL_SECONDS: '90' });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/^PORT: /m);
    expect(problems.join('\n')).toMatch(/^PROCESS_ROLE: /m);
    expect(problems.join('\n')).toMatch(/^JOBS_CRON_INTERVAL_SECONDS: /m);
  });

  it('accepts a production environment with a secret, real payments and a managed database', () => {
    const config = loadConfig(safeProduction);
    expect(config.isProduction).toBe(true);
  });

  it('refuses production without a session secret, with sandbox payments and without DATABASE_URL, naming each problem', () => {
    const { SESSION_SECRET, DATABASE_URL, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, ...rest } = safeProduction;
    void [SESSION_SECRET, DATABASE_URL, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET];
    const env = { ...rest, PAYMENT_PROVIDER: 'sandbox' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    const problems = problemsOf(env);
    expect(problems).toEqual([
      'SESSION_SECRET must be set to a random string of at least 32 characters in production',
      'PAYMENT_PROVIDER=sandbox is refused in production: set PAYMENT_PROVIDER=paypal',
      'DATABASE_URL must point at a managed PostgreSQL in production (the embedded database is for local use)',
    ]);
    // The message a person reads on startup lists them all.
    expect(() => loadConfig(env)).toThrow(/SESSION_SECRET[\s\S]*PAYMENT_PROVIDER=sandbox[\s\S]*DATABASE_URL/);
  });

  it('refuses a short session secret and PayPal without credentials in production', () => {
    const problems = problemsOf({ ...safeProduction, SESSION_SECRET: 'too-short', PAYPAL_CLIENT_SECRET: '' });
    expect(problems).toEqual([
      'SESSION_SECRET must be set to a random string of at least 32 characters in production',
      'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are required with PAYMENT_PROVIDER=paypal',
    ]);
  });

  it('refuses the sandbox payout provider in production (affiliates must really be paid)', () => {
    expect(problemsOf({ ...safeProduction, PAYOUT_PROVIDER: 'sandbox' })).toEqual(['PAYOUT_PROVIDER=sandbox is refused in production: set PAYOUT_PROVIDER=paypal']);
    expect(loadConfig({}).PAYOUT_PROVIDER).toBe('sandbox');
  });

  it('refuses production without a real mail server', () => {
    const { SMTP_URL, ...rest } = safeProduction;
    void SMTP_URL;
    expect(problemsOf(rest)).toEqual(['SMTP_URL must be set in production (the database mailbox is for local use)']);
  });

  it('refuses shortened full songs in production (a test-only setting)', () => {
    expect(problemsOf({ ...safeProduction, SONG_FULL_DURATION_SEC: '60' })).toEqual([
      'SONG_FULL_DURATION_SEC below 180 is for tests only: full songs last 3-4 minutes in production',
    ]);
    expect(loadConfig({ ...safeProduction, SONG_FULL_DURATION_SEC: '200' }).SONG_FULL_DURATION_SEC).toBe(200);
  });

  it('refuses jerky song videos in production (a test-only setting) and a frame rate out of range anywhere', () => {
    expect(problemsOf({ ...safeProduction, SONG_VIDEO_FPS: '4' })).toEqual(['SONG_VIDEO_FPS below 30 is for tests only: song videos play at 30 fps in production']);
    expect(loadConfig({ ...safeProduction, SONG_VIDEO_FPS: '30' }).SONG_VIDEO_FPS).toBe(30);
    expect(() => loadConfig({ ...safeProduction, SONG_VIDEO_FPS: '0' })).toThrow(/SONG_VIDEO_FPS/);
    expect(() => loadConfig({ ...safeProduction, SONG_VIDEO_FPS: '60' })).toThrow(/SONG_VIDEO_FPS/);
  });

  it('refuses live PayPal payments sent to the sandbox API, an http:// PUBLIC_URL and a low-entropy secret, naming each', () => {
    const problems = problemsOf({
      ...safeProduction,
      PAYPAL_API_BASE: undefined, // left at its default: the sandbox
      PUBLIC_URL: 'http://boogy.example',
      SESSION_SECRET: 'x'.repeat(64),
    });
    expect(problems).toEqual([
      'SESSION_SECRET has too little entropy (repeated or patterned characters): use e.g. `openssl rand -hex 32`',
      "PAYPAL_API_BASE points at PayPal's sandbox in production: set PAYPAL_API_BASE=https://api-m.paypal.com",
      'PUBLIC_URL must be an https:// address in production (session cookies are Secure; links in emails must not go over plain HTTP)',
    ]);
    expect(problemsOf({ ...safeProduction, PAYPAL_API_BASE: 'https://api-m.sandbox.paypal.com' })).toHaveLength(1);
    expect(problemsOf({ ...safeProduction, SESSION_SECRET: 'ab'.repeat(32) })).toHaveLength(1);
  });

  it('refuses live PayPal without a webhook id, naming it (refunds and chargebacks at PayPal would go unheard)', () => {
    const { PAYPAL_WEBHOOK_ID, ...rest } = safeProduction;
    void PAYPAL_WEBHOOK_ID;
    const problems = problemsOf(rest);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PAYPAL_WEBHOOK_ID is required with PAYMENT_PROVIDER=paypal in production/);
    expect(problemsOf({ ...rest, PAYPAL_WEBHOOK_ID: '   ' })).toEqual(problems);
  });

  it("refuses any PAYPAL_API_BASE but PayPal's live API over https, for payments and payouts alike", () => {
    const wrong = "PAYPAL_API_BASE must be PayPal's live API in production (an http:// or other address would see every payment and payout): set PAYPAL_API_BASE=https://api-m.paypal.com";
    for (const base of ['http://api-m.paypal.com', 'https://api-m.paypal.com.evil.example', 'https://paypal.example', 'https://api-m.paypal.com:8443', 'https://user@api-m.paypal.com', 'http://127.0.0.1:4010']) {
      expect([base, problemsOf({ ...safeProduction, PAYPAL_API_BASE: base })]).toEqual([base, [wrong]]);
      expect([base, problemsOf({ ...safeProduction, PAYMENT_PROVIDER: 'sandbox', PAYPAL_API_BASE: base })]).toEqual([base, ['PAYMENT_PROVIDER=sandbox is refused in production: set PAYMENT_PROVIDER=paypal', wrong]]);
    }
    expect(loadConfig({ ...safeProduction, PAYPAL_API_BASE: 'https://api-m.paypal.com/' }).isProduction).toBe(true);
    // Outside production a stand-in (tests) or the sandbox may be used.
    expect(loadConfig({ PAYMENT_PROVIDER: 'paypal', PAYPAL_API_BASE: 'http://127.0.0.1:4010' }).PAYPAL_API_BASE).toBe('http://127.0.0.1:4010');
  });

  it('refuses patterned secrets — repeated chunks, runs like abcdef…012345 — naming the variable and never the value', () => {
    const patterned = ['changeme-changeme-changeme-changeme', 'abcdefghijklmnopqrstuvwxyz0123456789', 'Secret123Secret123Secret123Secret123', 'zyxwvutsrqponmlkjihgfedcba9876543210', '0a1b2c3d0a1b2c3d0a1b2c3d0a1b2c3d0a1b2c3d', 'k1k2k3k4k5k6k7k8k9m1m2m3m4m5m6m7m8m9'];
    for (const value of patterned) {
      expect(problemsOf({ ...safeProduction, SESSION_SECRET: value })).toEqual(['SESSION_SECRET has too little entropy (repeated or patterned characters): use e.g. `openssl rand -hex 32`']);
      for (const name of ['PAYPAL_CLIENT_SECRET', 'METRICS_TOKEN', 'ADMIN_PASSWORD', 'S3_SECRET_ACCESS_KEY', 'LLM_API_KEY', 'MUSIC_API_KEY']) {
        const problems = problemsOf({ ...safeProduction, [name]: value });
        expect([name, problems.length, problems[0]?.startsWith(`${name} looks typed, not random`)]).toEqual([name, 1, true]);
        expect(problems.join('\n')).not.toContain(value);
      }
    }
    // Values a person or provider really uses stay accepted.
    for (const value of ['EBWKjlELKMYqRNQ6sYvFo64FtaRLRR5BdHEESmha49TM', 'boogy-minio-secret', 'correct horse battery staple', randomBytes(24).toString('base64url')]) {
      expect(loadConfig({ ...safeProduction, PAYPAL_CLIENT_SECRET: value, ADMIN_PASSWORD: value, S3_SECRET_ACCESS_KEY: value }).isProduction).toBe(true);
    }
  });

  it('accepts random secrets as short as 32 hex characters or 32 base64 characters', () => {
    for (let i = 0; i < 50; i++) {
      for (const encoding of ['hex', 'base64url'] as const) {
        const secret = randomBytes(encoding === 'hex' ? 16 : 24).toString(encoding);
        expect(loadConfig({ ...safeProduction, SESSION_SECRET: secret }).SESSION_SECRET).toBe(secret);
      }
    }
  });

  it('never puts the secret itself in the error', () => {
    const secret = 'short-secret-value';
    const problems = problemsOf({ ...safeProduction, SESSION_SECRET: secret });
    expect(problems.join('\n')).not.toContain(secret);
  });
});
