/**
 * The client routes whose code the server announces in the HTML it sends: the browser fetches the
 * route's chunks with the entry script instead of after it has run (one round trip less before the
 * first paint). Only the landing page: it is where most visits start.
 */
const ROUTE_SOURCES: Record<string, string> = { '/': 'src/app/routes/home/home-route.tsx' };

/** Vite's build manifest (dist/.vite/manifest.json), the parts read here. */
export type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

/** `<link rel="modulepreload">` (and stylesheet preloads) for the route's chunks that the entry does not already load. */
export function routePreloadTags(manifest: ViteManifest, path: string): string {
  const source = ROUTE_SOURCES[path];
  if (!source || !manifest[source]) return '';
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(manifest, key, loadedByEntry);
  const needed = new Set<string>();
  collect(manifest, source, needed, loadedByEntry);
  const files = [...needed].map((key) => manifest[key]!);
  const scripts = files.map((c) => `<link rel="modulepreload" crossorigin href="/${c.file}">`);
  const styles = files.flatMap((c) => c.css ?? []).map((css) => `<link rel="preload" as="style" crossorigin href="/${css}">`);
  return [...scripts, ...styles].join('\n    ');
}

function collect(manifest: ViteManifest, key: string, into: Set<string>, skip: Set<string> = new Set()): void {
  if (into.has(key) || skip.has(key) || !manifest[key]) return;
  into.add(key);
  for (const next of manifest[key].imports ?? []) collect(manifest, next, into, skip);
}
