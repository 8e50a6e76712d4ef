import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { timestampedLyricsQueryOptions, type TimestampedLyrics } from '@/features/karaoke/api/get-timestamped-lyrics';
import { publicShareQueryOptions, type PublicShare } from '@/features/social/api/sharing';
import { createQueryClient } from '@/lib/query-client';
import { seedScript, type SeededQuery } from '@/lib/page-seed';
import { AppProvider } from './app/provider';
import { routes } from './app/router';

/**
 * Server-side first screens. The server puts the markup inside <div id="root" data-hydrate> so the
 * page paints before its JavaScript has run; the app then hydrates it. Whatever data the markup
 * shows travels with it (seedScript), so the app's first render matches it exactly. Built into dist/.ssr by scripts/prerender.mjs.
 */

/** A page's markup as the app's first render makes it: lazily loaded routes resolved, queries pending unless seeded. */
async function render(path: string, client: QueryClient): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://boogy.invalid')));
  // A redirecting route has no first screen of its own.
  if (context instanceof Response) return '';
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <AppProvider client={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
  );
  // React hoists the page's <title> into the markup; the server writes the page's own title.
  return markup.replace(/<title>[^<]*<\/title>/g, '');
}

/** A page's first screen with no data yet (the landing page, rendered once at build time). */
export function renderPage(path: string): Promise<string> {
  return render(path, createQueryClient());
}

export interface RenderedPage {
  markup: string;
  /** The data the markup shows, as a script the app reads before its first render (lib/page-seed). */
  seed: string;
}

/**
 * A share page's first screen with its song and its lyrics: `share` is what GET /api/shares/{shareId}
 * answers this visitor, `lyrics` what GET /api/songs/{id}/timestamped-lyrics answers for each version.
 */
export async function renderSharePage(shareId: string, share: PublicShare, lyrics: { version: number; data: TimestampedLyrics }[] = []): Promise<RenderedPage> {
  const seeds: SeededQuery[] = [
    { queryKey: publicShareQueryOptions(shareId).queryKey, data: share },
    ...lyrics.map(({ version, data }) => ({ queryKey: timestampedLyricsQueryOptions(share.song.id, version).queryKey, data })),
  ];
  const client = createQueryClient();
  for (const { queryKey, data } of seeds) client.setQueryData(queryKey, data);
  const markup = await render(`/shared/${encodeURIComponent(shareId)}`, client);
  return { markup, seed: seedScript(seeds) };
}
