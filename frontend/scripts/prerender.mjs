// Builds the server-side renderer (src/prerender.tsx) into dist/.ssr/prerender.cjs — one CommonJS file with
// its dependencies, which the backend requires to render share pages' first screens — and renders the
// landing page's first screen (no data yet) into dist/prerendered/home.html. The server puts that
// markup inside <div id="root" data-hydrate> for `/`, so the page paints before its JavaScript has
// run; the app then hydrates it. dist/.ssr is a dot-folder: the static files never serve it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'dist/.ssr');
await build({
  root,
  logLevel: 'error',
  ssr: { noExternal: true },
  build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, manifest: false, sourcemap: false, minify: true, copyPublicDir: false, rollupOptions: { output: { format: 'cjs', entryFileNames: 'prerender.cjs', codeSplitting: false } } },
});
const { renderPage } = await import(pathToFileURL(join(outDir, 'prerender.cjs')).href);
const markup = await renderPage('/');
const out = join(root, 'dist/prerendered/home.html');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, markup);
console.log(`prerendered / (${(markup.length / 1024).toFixed(1)} KB of markup); share pages' renderer in dist/.ssr`);
