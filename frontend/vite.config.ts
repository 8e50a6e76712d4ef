import { fileURLToPath, URL } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The backend serves dist/ at / (SPA fallback) with the API under /api and /paypal on the same
// origin, so the dev server proxies those two prefixes to a locally running backend.
const backend = process.env.BOOGY_BACKEND_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // Brotli and gzip copies of every text file, made once at build time at the strongest settings:
  // the server sends the one the browser accepts as it is (express-static-gzip).
  plugins: [
    react(),
    tailwindcss(),
    // The server-side renderer (scripts/prerender.mjs) is read from disk by the backend: no copies.
    !isSsrBuild &&
      compression({
      algorithms: [defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
      exclude: [/\.map$/, /\.(png|jpe?g|webp|mp3|woff2?)$/],
      threshold: 512,
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/paypal': { target: backend, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/report-size.mjs reads the manifest to weigh what the home route loads.
    manifest: true,
    // Maps stay beside the build for decoding error reports; no script points at them, and
    // production never serves them (backend http.ts; the image deletes them).
    sourcemap: 'hidden',
  },
}));
