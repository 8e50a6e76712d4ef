// Renders the landing page's first screen (the markup React's first render makes, with no data yet)
// into dist/prerendered/home.html. The server puts it inside <div id="root"> for `/`, so the page
// paints before its JavaScript has run; createRoot then replaces it with the same markup.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createServer } from 'vite';

const root = resolve(import.meta.dirname, '..');
const vite = await createServer({ root, server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'error' });
try {
  const { renderPage } = await vite.ssrLoadModule('/src/prerender.tsx');
  // React hoists the page's <title> into the markup; the server writes the page's own title.
  const markup = renderPage('/').replace(/<title>[^<]*<\/title>/g, '');
  const out = join(root, 'dist/prerendered/home.html');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, markup);
  console.log(`prerendered / (${(markup.length / 1024).toFixed(1)} KB of markup)`);
} finally {
  await vite.close();
}
