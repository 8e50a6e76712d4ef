import { get } from 'node:http';
import { Client } from 'pg';
import type { Schema } from '@boogy/contracts';
import { startTestApp, type TestApp, type Visitor } from '../support/test-app';
import { register, visitorFrom } from './identity-helpers';

/**
 * Speed where the user waits, through the real server: render progress pushed as Server-Sent Events, text answers
 * compressed, a signed-in session's expiry written at most once a minute.
 */
const LYRICS = '[Verse]\nAlice and Bob are on the floor\nCara wants to dance some more\n[Chorus]\nHands up high for Alice tonight\nBob and Cara shine so bright';

type MusicStatus = Schema<'MusicStatus'>;

/** Every `data:` event of a stream, as it arrives, until the server ends it. */
async function readEvents(response: Response, onEvent: (status: MusicStatus) => void): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const data = buffer
        .slice(0, end)
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      buffer = buffer.slice(end + 2);
      if (data) onEvent(JSON.parse(data) as MusicStatus);
    }
  }
}

/** The raw answer (fetch would decode it): its encoding and size on the wire. */
function onTheWire(url: string, headers: Record<string, string>): Promise<{ status: number; encoding: string | undefined; bytes: number; vary: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode!, encoding: res.headers['content-encoding'], bytes, vary: String(res.headers.vary ?? '') }));
    }).on('error', reject);
  });
}

describe('fast where the user waits', () => {
  let app: TestApp;
  let db: Client;

  beforeAll(async () => {
    app = await startTestApp({ SONG_FULL_DURATION_SEC: '60', GUEST_FREE_SAMPLES: '4', TRUST_PROXY: 'true' });
    db = new Client({ connectionString: app.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await app.stop();
  });

  async function startRender(visitor: Visitor, lyrics = LYRICS): Promise<{ songId: string; taskId: string }> {
    const song = await visitor.api.POST('/api/songs', { body: { names: ['Alice', 'Bob', 'Cara'], lyrics, style: 'hip-hop', vocalGender: 'male' } });
    expect(song.response.status).toBe(201);
    const task = await visitor.api.POST('/api/generate-music', { body: { songId: song.data!.id, vocalGender: 'female' } });
    expect(task.response.status).toBe(202);
    return { songId: song.data!.id, taskId: task.data!.taskId };
  }

  it('pushes render progress: each preview the moment it is playable, then completion, then the stream ends', async () => {
    const guest = visitorFrom(app);
    const { songId, taskId } = await startRender(guest);
    const response = await guest.fetch(`/api/check-music-status/${taskId}/events`, { headers: { accept: 'text/event-stream' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);

    const events: { status: MusicStatus; at: number }[] = [];
    await readEvents(response, (status) => events.push({ status, at: Date.now() }));

    expect(events.length).toBeGreaterThanOrEqual(2);
    for (const { status } of events) expect(status).toMatchObject({ taskId, songId });
    const last = events[events.length - 1]!.status;
    expect(last.status).toBe('completed');
    expect(last.tracks).toHaveLength(2);
    // The previews were pushed before the full tracks were done, each playable when announced.
    const firstPreview = events.find((e) => e.status.tracks.length > 0 && e.status.status !== 'completed');
    expect(firstPreview).toBeDefined();
    const preview = await guest.fetch(firstPreview!.status.tracks[0]!.previewUrl!);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('audio/mpeg');
    // No event repeats the one before it.
    for (let i = 1; i < events.length; i++) expect(JSON.stringify(events[i]!.status)).not.toBe(JSON.stringify(events[i - 1]!.status));
  }, 240_000);

  it("answers someone else's task's stream with a plain 404", async () => {
    const owner = visitorFrom(app);
    const { taskId } = await startRender(owner);
    const stranger = visitorFrom(app);
    const response = await stranger.fetch(`/api/check-music-status/${taskId}/events`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toMatchObject({ code: 'song_not_found' });
  });

  it('compresses text answers (brotli, else gzip)', async () => {
    const guest = visitorFrom(app);
    // Long enough lyrics for an answer over the 1 KB below which compression does not pay.
    const { songId } = await startRender(guest, `${LYRICS}\n${LYRICS}\n${LYRICS}\n${LYRICS}`);
    // A song answers anyone holding its link (its id), so no cookie is needed here.
    const plain = await onTheWire(`${app.url}/api/songs/${songId}`, {});
    const br = await onTheWire(`${app.url}/api/songs/${songId}`, { 'accept-encoding': 'br, gzip' });
    const gzip = await onTheWire(`${app.url}/api/songs/${songId}`, { 'accept-encoding': 'gzip' });
    expect([plain.status, br.status, gzip.status]).toEqual([200, 200, 200]);
    expect(plain.encoding).toBeUndefined();
    expect(br.encoding).toBe('br');
    expect(gzip.encoding).toBe('gzip');
    expect(br.bytes).toBeLessThan(plain.bytes * 0.7);
    expect(br.vary).toMatch(/Accept-Encoding/i);

    const yaml = await onTheWire(`${app.url}/api/openapi.yaml`, { 'accept-encoding': 'br' });
    expect(yaml.encoding).toBe('br');
  });

  it("writes a signed-in session's expiry at most once a minute, not on every request", async () => {
    const visitor = visitorFrom(app);
    const { response } = await register(visitor);
    expect(response.status).toBe(201);
    const expiry = async () => (await db.query<{ expire: Date }>("select expire from identity.sessions where sess->>'userId' is not null")).rows.map((r) => r.expire.getTime());
    expect((await visitor.api.GET('/api/auth/user')).response.status).toBe(200);
    const afterFirst = await expiry();
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await visitor.api.GET('/api/auth/user')).response.status).toBe(200);
    }
    expect(await expiry()).toEqual(afterFirst);
  });
});
