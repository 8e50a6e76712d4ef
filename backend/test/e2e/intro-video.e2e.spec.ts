import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INTRO_VIDEO_EDITION } from '../../src/modules/catalog/infrastructure/intro-video/intro-video.maker';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * GET /api/intro-video, /poster and /captions through the real server, over a folder holding a
 * made intro (the making itself is the engine's, checked by its own tests and the browser test):
 * public, typed, Range for the video, and 503 + Retry-After once a file is missing again.
 */
describe('intro video endpoints', () => {
  let app: TestApp;
  let root: string;
  let edition: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'boogy-intro-'));
    edition = join(root, INTRO_VIDEO_EDITION);
    mkdirSync(edition);
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=108x192:d=1', '-f', 'lavfi', '-i', 'sine=d=1', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-movflags', '+faststart', join(edition, 'intro.mp4')]);
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', join(edition, 'intro.mp4'), '-frames:v', '1', join(edition, 'poster.jpg')]);
    writeFileSync(join(edition, 'captions.vtt'), 'WEBVTT\n\n1\n00:00:00.100 --> 00:00:00.900\nMaya <00:00:00.500>dances\n');
    app = await startTestApp({ INTRO_VIDEO: 'true', INTRO_VIDEO_DIR: root });
  });

  afterAll(async () => {
    await app?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the video as video/mp4 with byte ranges, and its poster and captions', async () => {
    const { fetch } = app.visitor();
    const whole = await fetch('/api/intro-video');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const size = (await whole.arrayBuffer()).byteLength;
    expect(size).toBeGreaterThan(1000);

    const part = await fetch('/api/intro-video', { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect((await fetch('/api/intro-video', { headers: { Range: `bytes=${size + 10}-` } })).status).toBe(416);

    const poster = await fetch('/api/intro-video/poster');
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    const captions = await fetch('/api/intro-video/captions');
    expect(captions.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(await captions.text()).toMatch(/^WEBVTT\n/);
  });

  it('answers 503 with Retry-After when a file has gone missing (and makes it again)', async () => {
    rmSync(join(edition, 'captions.vtt'));
    const { fetch } = app.visitor();
    const answer = await fetch('/api/intro-video');
    expect(answer.status).toBe(503);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await answer.json()).toMatchObject({ code: 'intro_video_not_ready' });
  });
});
