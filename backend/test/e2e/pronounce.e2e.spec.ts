import { Client } from 'pg';
import { decodedSeconds, probe, writeTemp } from '@boogy/engine/testing';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * "Sounds like" spellings through the real server: the generator's "hear it" clip (a short MP3
 * sung by the song's voice), its validation and rate limit, and spellings stored with a song.
 */
describe('name pronunciation API', () => {
  let app: TestApp;
  let db: Client;

  beforeAll(async () => {
    app = await startTestApp({ PRONOUNCE_RATE_LIMIT_PER_MINUTE: '8', GUEST_FREE_SAMPLES: '4', GUEST_SAMPLES_PER_IP_PER_DAY: '6' });
    db = new Client({ connectionString: app.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await app.stop();
  });

  const pronounce = (body: unknown) =>
    app.visitor().fetch('/api/names/pronounce', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it.each([
    [{ name: 'Siobhan', voice: 'female' }],
    [{ name: 'Nguyen', soundsLike: 'win', voice: 'male' }],
  ])('sings %j as a short MP3 with valid frames', async (body) => {
    const res = await pronounce(body);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    const mp3 = Buffer.from(await res.arrayBuffer());
    const file = writeTemp(mp3, 'mp3');
    // ffprobe and ffmpeg (independent of the encoder) read it as MPEG audio at 44.1 kHz.
    const info = probe(file);
    expect(info.sampleRate).toBe(44100);
    const seconds = decodedSeconds(file);
    expect(seconds).toBeGreaterThanOrEqual(0.5);
    expect(seconds).toBeLessThanOrEqual(3);
    expect(mp3.subarray(0, 3).toString('latin1') === 'ID3' || (mp3[0] === 0xff && (mp3[1]! & 0xe0) === 0xe0)).toBe(true);
  });

  it.each([
    [{ name: '' }, /Names Required|name/],
    [{ name: 'Siobhan', soundsLike: 'shi<vawn>' }, /soundsLike|Pronunciation/],
    [{ name: 'Siobhan', voice: 'robot' }, /voice/],
    [{ name: '🎉🎉' }, /Invalid Name/],
    [{ name: 'Siobhan', soundsLike: 'x'.repeat(61) }, /soundsLike|Pronunciation/],
  ])('answers bad input %j with 400', async (body, message) => {
    const res = await pronounce(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(message);
  });

  it('stores a song\'s "sounds like" spellings and refuses bad ones', async () => {
    const visitor = app.visitor();
    const base = { names: ['Siobhan', 'Olivia'], lyrics: '[Chorus]\nSiobhan and Olivia dance tonight', style: 'kids' as const };
    const bad = await visitor.api.POST('/api/songs', { body: { ...base, pronunciations: [{ name: 'Siobhan', soundsLike: 'shi-vawn!' }] } });
    expect(bad.response.status).toBe(400);
    const stranger = await visitor.api.POST('/api/songs', { body: { ...base, pronunciations: [{ name: 'Nobody', soundsLike: 'no-bo-dee' }] } });
    expect(stranger.response.status).toBe(400);
    expect(stranger.error!.message).toMatch(/not one of the song's names/);
    const created = await visitor.api.POST('/api/songs', { body: { ...base, pronunciations: [{ name: 'siobhan', soundsLike: ' shi-vawn ' }, { name: 'Olivia', soundsLike: '' }] } });
    expect(created.response.status).toBe(201);
    const { rows } = await db.query('select pronunciations from catalog.songs where id = $1', [created.data!.id]);
    expect(rows[0].pronunciations).toEqual([{ name: 'Siobhan', soundsLike: 'shi-vawn' }]);
    expect(created.data!.song.lyrics).toContain('Siobhan');
  });

  it('limits "hear it" clips per IP address (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < 12 && !limited; i++) {
      const res = await pronounce({ name: 'Al' });
      statuses.push(res.status);
      if (res.status === 429) limited = res;
      else await res.arrayBuffer();
    }
    expect(statuses).toContain(429);
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited!.json()).toMatchObject({ code: 'pronounce_rate_limited' });
  });
});
