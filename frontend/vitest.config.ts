import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The unit tier: hooks, forms and formatters in jsdom, the API answered by MSW (src/test/server.ts).
// Browser flows against the real server stay in e2e/ (Playwright).
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // One jsdom per worker thread instead of a new process and page for every file: 16 s of CPU for
    // the tier instead of 75 s. Files still start clean: setup.ts empties the page, storage and
    // MSW's handlers after every test (passes in shuffled orders too).
    pool: 'threads',
    isolate: false,
    // The shared machines are busy: a generous deadline as a safety net, never a wait.
    testTimeout: 30_000,
  },
});
