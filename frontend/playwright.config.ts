import { defineConfig } from '@playwright/test';

// Browser tests drive Debian's Chromium (Playwright cannot download browsers here).
// The backend's start:e2e script serves frontend/dist plus the API on port 3100 with a
// throwaway database; build the frontend first (npm run build -w frontend).
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100';
/** Also read by e2e/checkout.spec.ts; override with E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD for a reused server. */
export const E2E_ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@example.com',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-1',
};

/**
 * The full songs the browser tests' server renders last a minute, not 3–4: the screens do the same
 * with either, and whole-length renders took most of the suite's CPU. The engine's own tests hold the
 * 3–4 minutes. Tests compare a bought song's length with this (and with the 40-second preview).
 */
export const E2E_FULL_SONG_SECONDS = 60;

export default defineConfig({
  testDir: './e2e',
  // The song-video spec (two songs, one-minute full tracks, four videos at 6 fps: 114 s alone) runs on its
  // own (`npm run test:e2e:video -w frontend`): after the rest of the suite its guests, who share one
  // address with every other guest, find the address's free previews for the day used up.
  testIgnore: process.env.CI && process.env.E2E_VIDEO !== '1' ? ['**/song-video.spec.ts'] : [],
  outputDir: './test-results',
  fullyParallel: true,
  // The suite must pass on a busy machine (2 cores at load ≈ 20–30): tests wait on state, never on
  // wall-clock time or vanishing toasts, with ceilings generous enough for a starved browser.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // PLAYWRIGHT_JSON_OUTPUT_NAME set (npm test sets it): also each test's duration as JSON, for scripts/slowest-tests.mjs.
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }], ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as const] : [])],
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    // Recording a trace for every test made the suite ~40 % slower here (checkout + layout +
    // account-menu: 165 s with traces, 115 s without). On CI a failing test is retried with a trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Pages open as for a visitor who asked for reduced motion (the app then stops its decorative and
    // spinner animations): headless Chromium composites in software, and one floating dot or spinner on
    // screen cost ~20 % of a core for as long as a test waited on a render (three specs: 172 → 132
    // CPU-s). Specs about motion itself (intro-video, first-use) ask for no preference.
    contextOptions: { reducedMotion: 'reduce' },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npm run start:e2e -w @boogy/backend',
    cwd: '..',
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    // SIGTERM (not the default SIGKILL): the server drops its database, stops its embedded PostgreSQL and
    // removes its media; a render still running then goes back to the queue after 5 s (SHUTDOWN_GRACE_SECONDS).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    // The administrator the checkout spec signs in as to create vouchers (identity ensures it at start-up).
    // Render-status streams end after 8 s (not 5 min): every render outlives a few, as a slow one does in production.
    env: { SONG_FULL_DURATION_SEC: String(E2E_FULL_SONG_SECONDS), SONG_VIDEO_FPS: '6', ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, MUSIC_STATUS_STREAM_SECONDS: process.env.MUSIC_STATUS_STREAM_SECONDS ?? '8', SHUTDOWN_GRACE_SECONDS: '5' },
  },
});
