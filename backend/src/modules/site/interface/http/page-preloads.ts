/**
 * `<link rel=preload>` tags that let a page's own requests start with the HTML instead of one after
 * another (HTML → app code → the route's code → its API call → its image). The route's chunks come
 * from the build manifest (dist/.vite/manifest.json, vite build with build.manifest).
 */
import { escapeHtml } from './page-meta';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The entry's key in the manifest: index.html already loads it and its static imports. */
const ENTRY = 'index.html';

/** A chunk and everything it imports statically, as the URLs of their files. */
function chunkFiles(manifest: BuildManifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(`/${chunk.file}`)) return files;
  files.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, files);
  return files;
}

/** The JavaScript a lazily loaded route needs beyond what index.html loads; none when the build does not know the route. */
export function routeChunks(manifest: BuildManifest, routeSource: string): string[] {
  if (!manifest[routeSource]) return [];
  const loaded = chunkFiles(manifest, ENTRY);
  return [...chunkFiles(manifest, routeSource)].filter((file) => !loaded.has(file));
}

export interface PagePreloads {
  /** Same-origin JavaScript modules (from routeChunks); the app's one stylesheet is in index.html already. */
  chunks?: string[];
  /** Same-origin API GETs the page makes at once; fetched with the session cookie, as the app's client does. */
  fetches?: string[];
  /** The page's largest image, fetched first among images. */
  image?: string;
}

export function renderPreloadTags({ chunks = [], fetches = [], image }: PagePreloads): string {
  const tags = [
    ...(image ? [`<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high" />`] : []),
    ...fetches.map((url) => `<link rel="preload" as="fetch" href="${escapeHtml(url)}" crossorigin="use-credentials" />`),
    ...chunks.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`),
  ];
  return tags.join('\n    ');
}

/** The HTML with the tags added at the end of its head (left as it is without tags or a head). */
export function withPreloads(html: string, preloads: PagePreloads): string {
  const tags = renderPreloadTags(preloads);
  if (!tags) return html;
  return html.replace('</head>', () => `  ${tags}\n  </head>`);
}
