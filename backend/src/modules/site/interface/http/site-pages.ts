import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { humanSongTitle, STYLE_LABELS, type SongStyle } from '@boogy/contracts/song-title';
import { APP_CONFIG, publicLink, type AppConfig } from '../../../../shared/config';
import { GetTimestampedLyricsQuery } from '../../../catalog/public';
import { GetPublicShareQuery, GetShareCardQuery, type ShareCard } from '../../../social/public';
import { FirstScreens, type SongLyrics } from './first-screens';
import { genericText, withPageMeta, type PageMeta } from './page-meta';
import { withAppOnFirstTouch } from './app-on-first-touch';
import { routeChunks, withPreloads, type BuildManifest } from './page-preloads';

/** The site's own preview card (frontend/public/social-card.png). */
const SITE_CARD = { path: '/social-card.png', width: 1200, height: 630 };
const SHARE_PAGE = /^\/shared\/([^/]+)\/?$/;
/** The share page's route module, as the build manifest names it. */
const SHARE_ROUTE_SOURCE = 'src/app/routes/shared/shared-song-route.tsx';
/**
 * Pages whose first screen the build prerendered (frontend/scripts/prerender.mjs): the markup goes
 * inside #root so it paints before the JavaScript runs.
 */
const PRERENDERED: Record<string, string> = { '/': 'prerendered/home.html' };

/**
 * A first screen inside #root, with the data it shows after it. `data-hydrate` tells the app to
 * hydrate it (attach to the markup as it stands) rather than render the page again over it.
 */
const withFirstScreen = (html: string, { markup, seed }: { markup: string; seed: string }) =>
  html.replace('<div id="root"></div>', () => `<div id="root" data-hydrate>${markup}</div>${seed}`);

const isStyle = (style: string): style is SongStyle => Object.hasOwn(STYLE_LABELS, style);
const listFormat = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/**
 * The app's HTML page for any client route: index.html with that page's title and link-preview tags.
 * A share page (`/shared/{id}`) shows its song's names and cover; an unknown or expired one, and any
 * failure to look it up, gets the site's generic tags (never an error page).
 */
@Injectable()
export class SitePages {
  private readonly logger = new Logger('SitePages');
  private readonly files = new Map<string, { mtimeMs: number; text: string }>();
  private parsedManifest: { text: string; manifest: BuildManifest } | null = null;
  private readonly firstScreens: FirstScreens;

  constructor(
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.firstScreens = new FirstScreens(config.frontendDir);
  }

  /** Loads the share pages' renderer ahead of the first visitor (the server serving the frontend calls this at start). */
  warm(): void {
    this.firstScreens.warm().catch((error: unknown) => this.logger.warn(`share pages' renderer not loaded: ${(error as Error).message}`));
  }

  /** The page's HTML for this visitor (null: a guest), or null when the frontend is not built. */
  async html(path: string, viewerUserId: string | null = null): Promise<string | null> {
    const index = await this.builtFile('index.html');
    if (index === null) return null;
    const template = await this.withPrerendered(index, path);
    const generic = genericText(template);
    if (!generic) return template;
    const origin = publicLink(this.config, '');
    const base: PageMeta = {
      ...generic,
      url: origin + path,
      image: origin + SITE_CARD.path,
      imageSize: { width: SITE_CARD.width, height: SITE_CARD.height },
      type: 'website',
      siteName: this.config.PRODUCT_NAME,
    };
    const shareId = SHARE_PAGE.exec(path)?.[1];
    if (shareId === undefined) return withPageMeta(template, base);
    const card = await this.shareCard(shareId);
    if (!card) return withPageMeta(template, { ...base, noindex: true });
    // A live link's page comes with its first screen (the song's title, cover and player) and the
    // song's data, starts its cover with the HTML, and loads the app's code at the visitor's first
    // touch. Without the first screen, the app fetches the song itself: its route's code and that
    // request start with the HTML.
    const firstScreen = await this.shareFirstScreen(card.shareId, viewerUserId);
    const preloads = {
      chunks: firstScreen ? [] : routeChunks(await this.manifest(), SHARE_ROUTE_SOURCE),
      fetches: firstScreen ? [] : [`/api/shares/${encodeURIComponent(card.shareId)}`],
      image: card.coverPath ?? undefined,
    };
    const page = firstScreen ? withAppOnFirstTouch(withFirstScreen(template, firstScreen)) : template;
    return withPreloads(withPageMeta(page, this.shareMeta(card, base, origin)), preloads);
  }

  /** The share page's first screen as this visitor sees it; null (the app renders it) when it cannot be rendered. */
  private async shareFirstScreen(shareId: string, viewerUserId: string | null): Promise<{ markup: string; seed: string } | null> {
    try {
      const share = await this.queries.execute(new GetPublicShareQuery(shareId, viewerUserId));
      // The lyrics of each version too: the page shows them before the app's code has loaded.
      const viewer = { userId: viewerUserId, guestId: null };
      const lyrics = await Promise.all(
        share.song.allTracks.map(async ({ version }): Promise<SongLyrics> => ({ version, data: await this.queries.execute(new GetTimestampedLyricsQuery(share.song.id, viewer, { version })) })),
      );
      return await this.firstScreens.sharePage(shareId, share, lyrics);
    } catch (error) {
      this.logger.warn(`share page first screen not rendered, the app renders it: ${(error as Error).message}`);
      return null;
    }
  }

  private shareMeta(card: ShareCard, base: PageMeta, origin: string): PageMeta {
    const product = this.config.PRODUCT_NAME;
    const { song } = card;
    const title = humanSongTitle({ ...song, style: isStyle(song.style) ? song.style : undefined }, product);
    const names = song.names.length > 0 ? listFormat.format(song.names) : 'friends';
    return {
      ...base,
      title: `${title} – ${product}`,
      description: `${card.sharedByFirstName} shared a party song that sings ${names}. Play it, then make one with your own friends' names.`,
      url: `${origin}/shared/${encodeURIComponent(card.shareId)}`,
      type: 'music.song',
      noindex: true,
      ...(card.coverPath ? { image: origin + card.coverPath, imageSize: undefined, imageAlt: `Cover of ${title}` } : {}),
      ...(card.video ? { video: { url: origin + card.video.path, type: 'video/mp4', width: card.video.width, height: card.video.height } } : {}),
    };
  }

  private async shareCard(rawId: string): Promise<ShareCard | null> {
    let shareId: string;
    try {
      shareId = decodeURIComponent(rawId);
    } catch {
      return null;
    }
    try {
      return await this.queries.execute(new GetShareCardQuery(shareId));
    } catch (error) {
      this.logger.warn(`share card lookup failed, generic tags served: ${(error as Error).message}`);
      return null;
    }
  }

  private async withPrerendered(html: string, path: string): Promise<string> {
    const file = PRERENDERED[path];
    const markup = file ? await this.builtFile(file) : null;
    if (!markup) return html;
    return withFirstScreen(html, { markup, seed: '' });
  }

  /** The build's manifest (empty when the build has none). */
  private async manifest(): Promise<BuildManifest> {
    const text = await this.builtFile('.vite/manifest.json');
    if (text === null) return {};
    if (this.parsedManifest?.text !== text) {
      try {
        this.parsedManifest = { text, manifest: JSON.parse(text) as BuildManifest };
      } catch {
        return {};
      }
    }
    return this.parsedManifest.manifest;
  }

  /** A file of the built frontend, read again only when it changes (a rebuild while running); null when missing. */
  private async builtFile(name: string): Promise<string | null> {
    const file = join(this.config.frontendDir, name);
    try {
      const { mtimeMs } = await stat(file);
      const cached = this.files.get(name);
      if (cached?.mtimeMs === mtimeMs) return cached.text;
      const text = await readFile(file, 'utf8');
      this.files.set(name, { mtimeMs, text });
      return text;
    } catch {
      return null;
    }
  }
}
