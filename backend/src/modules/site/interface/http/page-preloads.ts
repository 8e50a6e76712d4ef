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

/** The entry's key in the manifest: index.html's one small script (frontend/src/boot.ts). */
const ENTRY = 'index.html';
/** The app it starts (frontend/src/main.tsx): React, the router and the shell, a dynamic import. */
const APP = 'src/main.tsx';

/** A chunk and everything it imports statically, as the URLs of their files. */
function chunkFiles(manifest: BuildManifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(`/${chunk.file}`)) return files;
  files.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, files);
  return files;
}

/** The files of `key` beyond those of `loaded`. */
function filesBeyond(manifest: BuildManifest, key: string, loaded: Set<string>): string[] {
  return [...chunkFiles(manifest, key)].filter((file) => !loaded.has(file));
}

/**
 * The app's JavaScript beyond index.html's own script. A page with nothing to show before the app
 * preloads it so the app starts as soon as it can; a page with a first screen does not (boot.ts
 * fetches it after that screen has painted).
 */
export function appChunks(manifest: BuildManifest): string[] {
  if (!manifest[APP]) return [];
  return filesBeyond(manifest, APP, chunkFiles(manifest, ENTRY));
}

/** The JavaScript a lazily loaded route needs beyond the app's; none when the build does not know the route. */
export function routeChunks(manifest: BuildManifest, routeSource: string): string[] {
  if (!manifest[routeSource]) return [];
  return filesBeyond(manifest, routeSource, chunkFiles(manifest, APP, chunkFiles(manifest, ENTRY)));
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
