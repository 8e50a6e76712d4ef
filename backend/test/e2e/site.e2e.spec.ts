import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../src/shared/config/paths';
import { query } from '../support/checkout-fixtures';
import { startTestApp, type TestApp, type Visitor } from '../support/test-app';

/**
 * What search engines and chat apps read, through the real server: robots.txt, sitemap.xml, and the
 * link-preview tags the server writes into the app's index.html (a share page shows its song's names
 * and cover; an unknown one the site's own card, never an error).
 */
const ORIGIN = 'https://boogy.example';
const LYRICS = '[Verse]\nOliver and Mo are on the floor\nDancing till the lights go low\n[Chorus]\nHands up high for Oliver tonight';

/**
 * A build's manifest as vite writes it: the entry with its static imports, and the share page's
 * lazily loaded route, which shares one chunk with the entry and has one of its own.
 */
const MANIFEST = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true, imports: ['_react-R1.js'] },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  '_sharing-S1.js': { file: 'assets/sharing-S1.js', imports: ['_react-R1.js'] },
  'src/app/routes/shared/shared-song-route.tsx': { file: 'assets/shared-song-route-C1.js', isDynamicEntry: true, imports: ['_react-R1.js', 'index.html', '_sharing-S1.js'] },
};

/** The frontend's real index.html (its page-meta block), a build manifest and a prerendered first screen of the home page. */
function frontendDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'boogy-site-'));
  copyFileSync(join(REPO_ROOT, 'frontend/index.html'), join(dir, 'index.html'));
  mkdirSync(join(dir, 'prerendered'));
  writeFileSync(join(dir, 'prerendered/home.html'), '<main><h1>Create Epic Personalised Dance Songs</h1></main>');
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  return dir;
}

/** Waits on the render's state alone (a busy machine renders slowly); the test's timeout is the only cap. */
async function renderedBy(owner: Visitor, taskId: string): Promise<void> {
  for (;;) {
    const { data: status } = await owner.api.GET('/api/check-music-status/{taskId}', { params: { path: { taskId } } });
    if (status!.status === 'completed') return;
    if (status!.status === 'failed') throw new Error(`render ${status!.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The href of each `<link rel="…">` in a page, as "rel href". */
function links(html: string): string[] {
  return [...html.matchAll(/<link rel="([^"]+)"(?: as="[^"]+")?(?: crossorigin)? href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
}

/** The content of each `<meta property|name="…">` in a page's head, by key. */
function metaTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) tags[m[1]!] = m[2]!;
  return tags;
}

describe('site: robots.txt, sitemap.xml and link-preview tags', () => {
  let app: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = frontendDir();
    app = await startTestApp({ SERVE_FRONTEND: 'true', FRONTEND_DIR: dir, PUBLIC_URL: ORIGIN, SONG_FULL_DURATION_SEC: '50', TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await app.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (path: string) => fetch(app.url + path);

  it('robots.txt is plain text that keeps crawlers out of private pages and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const path of ['/api/', '/account', '/admin', '/jukebox']) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).not.toMatch(/^Disallow: \/shared\/?$/m); // chat apps must be able to read a share's card
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('the older /shares/{id} link answers its 301 to /shared/{id} with the frontend served (not the app page)', async () => {
    const id = '6f1c2a57-5a4e-4a39-9f5e-2f0d4c3b2a10';
    const res = await fetch(`${app.url}/shares/${id}`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/shared/${id}`);
  });

  it('sitemap.xml lists the public pages at PUBLIC_URL', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([`${ORIGIN}/`, `${ORIGIN}/about`, `${ORIGIN}/help`, `${ORIGIN}/suggestions`]);
  });

  it('the home page has the generic tags with absolute URLs, and its first screen prerendered', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    const tags = metaTags(html);
    expect(html).toContain('<title>Boogy – Personalised Party Dance Songs</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/" />`);
    expect(tags['description']).toMatch(/personalised party dance songs/);
    expect(tags).toMatchObject({ 'og:type': 'website', 'og:url': `${ORIGIN}/`, 'og:image': `${ORIGIN}/social-card.png`, 'twitter:card': 'summary_large_image', 'twitter:image': `${ORIGIN}/social-card.png` });
    expect(tags['robots']).toBeUndefined();
    // It paints before the JavaScript runs, marked for the app to hydrate.
    expect(html).toContain('<div id="root" data-hydrate><main><h1>Create Epic Personalised Dance Songs</h1></main></div>');

    const about = await (await get('/about')).text();
    expect(metaTags(about)['og:url']).toBe(`${ORIGIN}/about`);
    expect(about).toContain('<div id="root"></div>');
    // Other pages preload nothing of the share page.
    expect(links(html).filter((l) => l.startsWith('preload') || l.startsWith('modulepreload'))).toEqual([]);
  });

  it("a share page shows its song's names, human title and cover, HTML-escaped, and is not indexed", async () => {
    const owner = app.visitor();
    const ip = { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
    const registered = await owner.api.POST('/api/simple-register', { body: { email: `site-${randomUUID()}@example.com`, firstName: 'Lucy' }, headers: ip });
    expect(registered.data?.status).toBe('signed_in');
    const names = ['Oliver', '<b>Zoë</b> & "Mo"'];
    const { data: song } = await owner.api.POST('/api/songs', { body: { names, lyrics: LYRICS, style: 'k-pop', isBirthday: true } });
    const { data: task } = await owner.api.POST('/api/generate-music', { body: { songId: song!.id, lyrics: LYRICS, vocalGender: 'female' } });
    await renderedBy(owner, task!.taskId);
    const { data: link } = await owner.api.POST('/api/songs/{id}/share', { params: { path: { id: song!.id } }, body: { shareType: 'preview' } });

    const res = await get(`/shared/${link!.shareId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const tags = metaTags(html);
    const title = 'Oliver and &lt;b&gt;Zoë&lt;/b&gt; &amp; &quot;Mo&quot; · K-Pop Birthday – Boogy';
    expect(tags['og:title']).toBe(title);
    expect(tags['twitter:title']).toBe(title);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).not.toContain('<b>Zoë</b>');
    expect(tags['og:description']).toContain('Lucy shared a party song that sings Oliver and &lt;b&gt;Zoë&lt;/b&gt; &amp; &quot;Mo&quot;');
    expect(tags['og:type']).toBe('music.song');
    expect(tags['og:url']).toBe(`${ORIGIN}/shared/${link!.shareId}`);
    expect(tags['robots']).toBe('noindex');
    const coverPath = `/api/media/songs/${song!.id}/tracks/1/cover`;
    expect(tags['og:image']).toBe(ORIGIN + coverPath);
    expect(tags['twitter:image']).toBe(ORIGIN + coverPath);
    // The cover is public: a chat app fetches it without cookies.
    const cover = await get(coverPath);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/png');

    // The page starts what its first screen waits for with the HTML: its route's own code (not
    // the entry's, which index.html loads), the share's data (with the visitor's cookie, as the
    // app asks for it) and the cover first among images.
    expect(html).toContain(`<link rel="preload" as="image" href="${coverPath}" fetchpriority="high" />`);
    expect(html).toContain(`<link rel="preload" as="fetch" href="/api/shares/${link!.shareId}" crossorigin="use-credentials" />`);
    expect(links(html).filter((l) => l.startsWith('modulepreload'))).toEqual(['modulepreload /assets/shared-song-route-C1.js', 'modulepreload /assets/sharing-S1.js']);
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
    const preloaded = await get(`/api/shares/${link!.shareId}`);
    expect(preloaded.status).toBe(200);
    expect(((await preloaded.json()) as { song: { imageUrl: string } }).song.imageUrl).toBe(coverPath);

    // Once the link has expired, its page still answers, with the site's own card.
    await query(app, 'update social.shares set expires_at = now() - interval \'1 minute\' where id = $1', [link!.shareId]);
    const expired = await get(`/shared/${link!.shareId}`);
    expect(expired.status).toBe(200);
    const expiredHtml = await expired.text();
    expect(metaTags(expiredHtml)).toMatchObject({ 'og:title': 'Boogy – Personalised Party Dance Songs', 'og:image': `${ORIGIN}/social-card.png`, robots: 'noindex' });
    expect(links(expiredHtml).filter((l) => l.startsWith('preload') || l.startsWith('modulepreload'))).toEqual([]);
  }, 900_000);

  it('an unknown, malformed or hostile share id gets the generic tags and a 200, never an error page', async () => {
    for (const id of [randomUUID(), 'not-a-share', 'Zo%C3%AB%20%26%20Mo', '%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E']) {
      const res = await get(`/shared/${id}`);
      expect({ id, status: res.status }).toEqual({ id, status: 200 });
      const html = await res.text();
      const tags = metaTags(html);
      expect(tags['og:title']).toBe('Boogy – Personalised Party Dance Songs');
      expect(tags['og:image']).toBe(`${ORIGIN}/social-card.png`);
      expect(tags['robots']).toBe('noindex');
      expect(html).not.toMatch(/<script>alert/);
    }
  });
});

/** The JSON of a page's seed script: the data its first screen shows, handed to the app. */
function pageData(html: string): { queryKey: unknown[]; data: unknown }[] {
  const script = /<script type="application\/json" id="boogy-page-data">([^<]*)<\/script>/.exec(html);
  if (!script) throw new Error('the page carries no data for its first screen');
  return JSON.parse(script[1]!) as { queryKey: unknown[]; data: unknown }[];
}

describe("site: a share page's first screen, rendered on the server by the frontend's own components", () => {
  let app: TestApp;
  let dir: string;

  beforeAll(async () => {
    // The built frontend's renderer (npm run build writes it; the test suite builds first).
    dir = frontendDir();
    mkdirSync(join(dir, '.ssr'));
    copyFileSync(join(REPO_ROOT, 'frontend/dist/.ssr/prerender.cjs'), join(dir, '.ssr/prerender.cjs'));
    app = await startTestApp({ SERVE_FRONTEND: 'true', FRONTEND_DIR: dir, PUBLIC_URL: ORIGIN, TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await app.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('paints the song (title, cover, player) from the HTML, carries the data the visitor would fetch, and escapes every name', async () => {
    const owner = app.visitor();
    const ip = { 'x-forwarded-for': `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
    expect((await owner.api.POST('/api/simple-register', { body: { email: `ssr-${randomUUID()}@example.com`, firstName: 'Amaru' }, headers: ip })).data?.status).toBe('signed_in');
    const names = ['Siosaia', '<i>Nneka</i></script>'];
    const lyrics = '[Verse]\nSiosaia and Nneka take the floor\n[Chorus]\nHands up high for Siosaia tonight';
    const { data: song } = await owner.api.POST('/api/songs', { body: { names, lyrics, style: 'hip-hop', isWedding: true } });
    const { data: task } = await owner.api.POST('/api/generate-music', { body: { songId: song!.id, lyrics, vocalGender: 'male' } });
    await renderedBy(owner, task!.taskId);
    const { data: link } = await owner.api.POST('/api/songs/{id}/share', { params: { path: { id: song!.id } }, body: { shareType: 'preview' } });
    const shareId = link!.shareId;

    // A guest: the first screen shows the song's title and cover inside #root, before any script.
    const res = await fetch(`${app.url}/shared/${shareId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const html = await res.text();
    const root = html.slice(html.indexOf('<div id="root" data-hydrate>'), html.indexOf('</body>'));
    expect(root.length).toBeGreaterThan(1000);
    expect(root).toContain('Siosaia and &lt;i&gt;Nneka&lt;/i&gt;&lt;/script&gt; · Hip-Hop Wedding');
    expect(root).toMatch(new RegExp(`<img [^>]*src="/api/media/songs/${song!.id}/tracks/1/cover"`));
    expect(root).toContain('aria-label="Play"');
    expect(html).not.toContain('<i>Nneka</i>');
    // The app's first render shows the same song: the page carries exactly what the API answers this guest.
    const guestView = (await (await fetch(`${app.url}/api/shares/${shareId}`)).json()) as { isOwnSong: boolean };
    // And its lyrics, each version's as the API answers them: the first screen shows them too.
    const lyricsOf = async (version: number) => ({
      queryKey: ['/api/songs', song!.id, 'timestamped-lyrics', version],
      data: (await (await fetch(`${app.url}/api/songs/${song!.id}/timestamped-lyrics?version=${version}`)).json()) as { hasTimestampedLyrics: boolean },
    });
    const lyricsSeeds = [await lyricsOf(1), await lyricsOf(2)];
    expect(lyricsSeeds.map((seed) => seed.data.hasTimestampedLyrics)).toEqual([true, true]);
    expect(pageData(html)).toEqual([{ queryKey: ['/api/shares', shareId], data: guestView }, ...lyricsSeeds]);
    expect(guestView.isOwnSong).toBe(false);
    expect(root).toContain('data-testid="karaoke-line"');
    // The data is in the page, so the page does not ask for it again.
    expect(links(html)).not.toContain(`preload /api/shares/${shareId}`);
    // The page paints and settles without the app's code: the first-touch loader stands where the
    // entry was and starts it (index.html's entry here), and no module is preloaded.
    expect(html).toContain('<script src="/app-on-first-touch.js" data-app="/src/main.tsx" defer></script>');
    expect(html).not.toMatch(/<script type="module"/);
    expect(links(html).filter((l) => l.startsWith('modulepreload'))).toEqual([]);

    // Its owner, signed in, gets the page as the owner sees the song.
    const ownerHtml = await (await owner.fetch(`${app.url}/shared/${shareId}`)).text();
    const { data: ownerView } = await owner.api.GET('/api/shares/{shareId}', { params: { path: { shareId } } });
    expect(ownerView!.isOwnSong).toBe(true);
    expect(pageData(ownerHtml)).toEqual([{ queryKey: ['/api/shares', shareId], data: ownerView }, ...lyricsSeeds]);
  }, 900_000);

  it('an unknown share gets no first screen and no data, only the generic page', async () => {
    const html = await (await fetch(`${app.url}/shared/${randomUUID()}`)).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('boogy-page-data');
  });
});
