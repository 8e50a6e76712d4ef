import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Unset and empty both mean "not configured". */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalUrl = z.preprocess(blankToUndefined, z.string().trim().url().optional());

const optionalString = z.preprocess(blankToUndefined, z.string().trim().optional());

/**
 * Every environment variable the app reads, with safe local defaults. Anything not listed here is
 * not configuration. `.env.example` and the README document the same list.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  PRODUCT_NAME: z.string().min(1).max(40).default('Boogy'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),

  DATABASE_URL: optionalUrl,
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).optional(),
  DATA_DIR: z.string().default('.data'),

  SESSION_SECRET: optionalString,
  /** Connections of the ORM's pool (every use case's queries and transactions). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Connections of the session store's pool (each signed-in request reads its session row). */
  SESSION_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  PROCESS_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  /** How often schedules are checked (pg-boss allows 1–45 s; its default is 30). Tests set it low. */
  JOBS_CRON_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(45).optional(),

  PAYMENT_PROVIDER: z.enum(['sandbox', 'paypal']).default('sandbox'),
  PAYPAL_CLIENT_ID: optionalString,
  PAYPAL_CLIENT_SECRET: optionalString,
  PAYPAL_API_BASE: z.string().url().default('https://api-m.sandbox.paypal.com'),
  PAYPAL_WEBHOOK_ID: optionalString,
  /** Per-attempt timeout of PayPal API calls (each call is tried up to 3 times with the same PayPal-Request-Id). */
  PAYPAL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),

  /** Affiliate payouts: PayPal Payouts (same PayPal credentials) or the built-in sandbox (refused in production). */
  PAYOUT_PROVIDER: z.enum(['sandbox', 'paypal']).default('sandbox'),

  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Boogy <hello@boogy.local>'),
  SUPPORT_EMAIL: z.string().email().default('support@boogy.local'),

  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalString,
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  MUSIC_API_URL: optionalUrl,
  MUSIC_API_KEY: optionalString,
  MEDIA_DIR: optionalString,
  /** Extra hosts (comma-separated) whose audio GET /api/audio-proxy may relay, beside MUSIC_API_URL's. */
  AUDIO_PROXY_HOSTS: optionalString,
  GUEST_FREE_SAMPLES: z.coerce.number().int().min(0).max(100).default(4),
  /** Free samples all guests of one IP address may spend per 24 h (so clearing cookies does not refill them). */
  GUEST_SAMPLES_PER_IP_PER_DAY: z.coerce.number().int().min(0).max(1000).default(12),
  SONG_EXPIRY_HOURS: z.coerce.number().int().min(1).max(24 * 365).default(24),
  LYRICS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  /** "Hear it" clips (POST /api/names/pronounce) per IP per minute. */
  PRONOUNCE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  /** Payment orders (POST /paypal/order) per IP per 15 minutes: tells whether a voucher code works. */
  ORDER_RATE_LIMIT_PER_15_MINUTES: z.coerce.number().int().min(1).max(100_000).default(120),
  /** Renders run at once per worker process (default: one per CPU core). */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Per render thread: synthesised notes kept for the next song, in MB (a style's song uses ~10–30). */
  RENDER_NOTE_CACHE_MB: z.coerce.number().int().min(1).max(1024).default(32),
  /** Per render thread: sung lines kept for the next song, in MB. */
  RENDER_SPEECH_CACHE_MB: z.coerce.number().int().min(1).max(1024).default(16),
  /** Render threads idle this long stop (one preview thread stays, its caches dropped); started again on demand. */
  RENDER_THREAD_IDLE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
  /** Song videos encoded at once per worker process (each encoder uses the cores it gets; previews render first). */
  VIDEO_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  /** Length of a full track in seconds (180–240 in production; shorter only for tests and benches). */
  SONG_FULL_DURATION_SEC: z.coerce.number().int().min(45).max(240).optional(),
  /** Song videos' frame rate (30 in production; lower only for tests, where a video's smoothness does not matter but its CPU does). */
  SONG_VIDEO_FPS: z.coerce.number().int().min(1).max(30).optional(),
  /** How long one render-status event stream stays open; the browser reconnects after it ends (short only in tests). */
  MUSIC_STATUS_STREAM_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),

  /** Media on S3-compatible object storage when set (else the local MEDIA_DIR folder). Objects stay private. */
  S3_BUCKET: optionalString,
  /** The S3 API address for MinIO, R2, Ceph and the like (unset: AWS S3 of S3_REGION). */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Bucket in the path (`endpoint/bucket/key`) instead of the host name; MinIO and most self-hosted stores need it. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Bearer token that opens GET /metrics to hosts other than this machine (unset: loopback only). */
  METRICS_TOKEN: z.preprocess(blankToUndefined, z.string().trim().min(16).optional()),
  /** A worker process (PROCESS_ROLE=worker) serves its own /metrics on this port when set. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /**
   * MP3 encoder of the local engine (docs/adr/0011): `auto` uses the machine's libmp3lame when it
   * loads, else the bundled WebAssembly build; `native` requires the library; `wasm` never uses it.
   * Read by the render threads from the environment.
   */
  MP3_ENCODER: z.enum(['auto', 'native', 'wasm']).default('auto'),
  /** On SIGTERM: how long in-flight requests and running renders get to finish before they are cut (renders go back to the queue). */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(30),

  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,

  /** Origins the browser may call to look up the visitor's country (CSP connect-src); keep in step with VITE_GEOLOCATION_SERVICES. */
  GEOLOCATION_ORIGINS: z.string().default('https://ipapi.co,https://ipwho.is'),
  TRUST_PROXY: bool.default(false),
  /** Other sites' origins (comma-separated) whose browser apps may call the API with an API token (CORS; cookies stay same-site). */
  CORS_ORIGINS: z.string().default(''),
  /** Requests per minute one API token may make (429 with Retry-After beyond). */
  API_TOKEN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  /** First retry delay of a failed webhook delivery; each next one doubles (capped at an hour), for 24 h. Tests set it low. */
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * The landing page's intro video (GET /api/intro-video…), made by the engine in the background on
   * first start and kept on disk. Default: on, except under NODE_ENV=test.
   */
  INTRO_VIDEO: bool.optional(),
  /** Where the intro video is kept (DATA_DIR/intro-video unless set). */
  INTRO_VIDEO_DIR: optionalString,
  SERVE_FRONTEND: bool.default(true),
  /** The built frontend served at / (frontend/dist unless set). */
  FRONTEND_DIR: optionalString,
});

export type AppConfig = z.infer<typeof configSchema> & {
  /** Where the app keeps its data on disk (embedded database, media). Absolute. */
  dataDir: string;
  /** The built frontend (FRONTEND_DIR, default frontend/dist). Absolute. */
  frontendDir: string;
  isProduction: boolean;
};
