// Prints the gzip size of the JavaScript the home route loads and fails above the budget.
// "Loads" = the entry chunk, its static imports (recursively), and the home route's chunk with
// its static imports when it has one of its own (the home route is now part of the entry).
// Read from dist/.vite/manifest.json (vite build with build.manifest).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 170 * 1024;
const ENTRY = 'index.html';
const HOME_ROUTE = 'src/app/routes/home/home-route.tsx';

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** Collects a chunk and everything it imports statically (dynamic imports load later). */
function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No chunk "${key}" in the manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

const files = manifest[HOME_ROUTE] ? collect(HOME_ROUTE, collect(ENTRY)) : collect(ENTRY);
const rows = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }))
  .sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('\nHome route JavaScript (gzip):');
for (const row of rows) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file}`);
console.log(`  ${kb(total).padStart(9)}  total (budget ${kb(BUDGET_BYTES)})\n`);

if (total > BUDGET_BYTES) {
  console.error(`Home route JS is ${kb(total)} gzip, over the ${kb(BUDGET_BYTES)} budget.`);
  process.exit(1);
}
