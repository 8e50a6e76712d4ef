import type { DynamicModule } from '@nestjs/common';
import makeFetchCookie from 'fetch-cookie';
import { createApiClient, type ApiClient } from '@boogy/contracts';
import { startHttpApp, type RunningApp } from '../../src/bootstrap/start';
import { contractValidation } from './contract';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  url: string;
  databaseUrl: string;
  running: RunningApp;
  /** A new browser-like visitor: its own cookie jar, every answer checked against openapi.yaml. */
  visitor: () => Visitor;
  stop: () => Promise<void>;
}

export interface Visitor {
  api: ApiClient;
  /** Plain fetch with the same cookies, for non-JSON endpoints (media, redirects). */
  fetch: typeof fetch;
}

/** A real server on a random port over a fresh database, as the product runs it. */
export async function startTestApp(env: Record<string, string> = {}, extraImports: DynamicModule[] = []): Promise<TestApp> {
  const db: TestDatabase = await createTestDatabase();
  const running = await startHttpApp(
    {
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SERVE_FRONTEND: 'false',
      DATA_DIR: `/tmp/boogy-test-data/${process.pid}`,
      SESSION_SECRET: 'test-session-secret-that-is-long-enough-1234',
      // A render still running when a test file ends goes back to the queue instead of holding teardown.
      SHUTDOWN_GRACE_SECONDS: '5',
      // A one-minute full song: what the API does with a full track does not depend on its length, and
      // the engine's own tests hold the 3–4 minutes (the browser tests' server renders them whole too).
      SONG_FULL_DURATION_SEC: '60',
      // Song videos at 6 frames a second: what the API does with a video does not depend on its
      // smoothness, and the engine's own tests hold the 30 fps picture (a fifth of the encoder's CPU).
      SONG_VIDEO_FPS: '6',
      // Three test files run at once on one PostgreSQL of 100 connections, and an app opens up to ~30
      // (queries 10, sessions 10, jobs 5, listeners): at 88 seen, a reconnecting listener was refused,
      // and a file starting a second app was told "too many clients". The session store's few reads and
      // writes need no more than three; five query connections still run the race tests' transactions
      // side by side (the rest queue, as they would on a busy server).
      SESSION_POOL_SIZE: '3',
      DATABASE_POOL_SIZE: '5',
      ...env,
      DATABASE_URL: db.url,
    },
    extraImports,
  );
  const url = running.url;
  return {
    url,
    databaseUrl: db.url,
    running,
    visitor: () => {
      const cookieFetch = makeFetchCookie(fetch) as unknown as typeof fetch;
      const api = createApiClient({ baseUrl: url, fetch: cookieFetch });
      api.use(contractValidation);
      return { api, fetch: (input, init) => cookieFetch(typeof input === 'string' && input.startsWith('/') ? url + input : input, init) };
    },
    stop: async () => {
      await running.stop();
      await db.drop();
    },
  };
}
