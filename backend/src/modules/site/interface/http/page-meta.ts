/**
 * The link-preview tags of an HTML page (description, canonical, Open Graph, Twitter card). Crawlers
 * and chat apps do not run JavaScript, so the server writes them into index.html for each page,
 * between the `<!-- page-meta -->` and `<!-- /page-meta -->` markers.
 */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page (canonical and og:url). */
  url: string;
  /** Absolute URL of the preview image. */
  image: string;
  imageAlt: string;
  /** Image size when known (the site's own card); a share's cover has none. */
  imageSize?: { width: number; height: number };
  type: 'website' | 'music.song';
  siteName: string;
  /** A video of the page's subject (og:video), with its type and size. */
  video?: { url: string; type: string; width: number; height: number };
  /** Pages reachable only through a private link ask search engines not to index them. */
  noindex?: boolean;
}

const BLOCK = /<!--\s*page-meta\b[^>]*-->[\s\S]*?<!--\s*\/page-meta\s*-->/;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Safe inside element text and double- or single-quoted attributes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

export function renderMetaBlock(meta: PageMeta): string {
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;
  const lines = [
    `<title>${escapeHtml(meta.title)}</title>`,
    named('description', meta.description),
    ...(meta.noindex ? [named('robots', 'noindex')] : []),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    property('og:type', meta.type),
    property('og:site_name', meta.siteName),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    property('og:image', meta.image),
    ...(meta.imageSize ? [property('og:image:width', String(meta.imageSize.width)), property('og:image:height', String(meta.imageSize.height))] : []),
    property('og:image:alt', meta.imageAlt),
    ...(meta.video
      ? [
          property('og:video', meta.video.url),
          ...(meta.video.url.startsWith('https:') ? [property('og:video:secure_url', meta.video.url)] : []),
          property('og:video:type', meta.video.type),
          property('og:video:width', String(meta.video.width)),
          property('og:video:height', String(meta.video.height)),
        ]
      : []),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', meta.image),
    named('twitter:image:alt', meta.imageAlt),
  ];
  return `<!-- page-meta -->\n    ${lines.join('\n    ')}\n    <!-- /page-meta -->`;
}

/** index.html with its meta block replaced; a page without the markers is left as it is. */
export function withPageMeta(html: string, meta: PageMeta): string {
  return html.replace(BLOCK, () => renderMetaBlock(meta));
}

/** The generic title and description written in index.html's own block (one place for the wording). */
export function genericText(html: string): { title: string; description: string; imageAlt: string } | null {
  const block = BLOCK.exec(html)?.[0];
  if (!block) return null;
  const title = /<title>([^<]*)<\/title>/.exec(block)?.[1];
  const description = /<meta\s+name="description"\s+content="([^"]*)"/.exec(block)?.[1];
  const imageAlt = /<meta\s+property="og:image:alt"\s+content="([^"]*)"/.exec(block)?.[1];
  if (title === undefined || description === undefined) return null;
  return { title: unescapeHtml(title), description: unescapeHtml(description), imageAlt: unescapeHtml(imageAlt ?? title) };
}

const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);
