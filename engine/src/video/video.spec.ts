import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderCover } from '../cover/cover';
import { countColour, frameAt, probeVideo, topLevelBoxes } from '../testing/video-probe';
import type { TimedLine } from '../types';
import { VideoInputError, renderKaraokeVideo, videoEncoderStatus, type KaraokeVideoInput } from '.';
import { MOVE_CARD, VIDEO_WIDTH, type WordBox } from './layout';
import { NAME_COLOURS, VIDEO_PALETTES } from './palette';
import { FramePainter } from './painter';
import { KaraokeTimeline } from './timeline';

const dir = mkdtempSync(join(tmpdir(), 'boogy-video-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function sine(seconds: number): string {
  const path = join(dir, `sine-${seconds}.mp3`);
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `sine=f=440:d=${seconds}`, '-ac', '2', '-b:a', '128k', path]);
  return path;
}

const word = (w: string, start: number, end: number) => ({ word: w, start, end });
const LINES: TimedLine[] = [
  { start: 0.5, end: 3.9, words: [word('Hello', 0.5, 0.9), word('Maya', 1.0, 1.6), word('shine', 1.8, 2.4), word('bright', 2.6, 3.2), word('tonight', 3.3, 3.9)] },
  { start: 4.1, end: 4.8, words: [word('Encore!', 4.1, 4.8)] },
];
const NAMES = ['Maya'];
const MOVES = [{ name: 'Maya', move: 'The Robot', description: 'Stiff arms, sharp turns' }];

const baseInput = (audioPath: string, outPath: string): KaraokeVideoInput => ({
  audioPath, outPath, title: 'Maya’s Test Anthem', coverPng: renderCover(NAMES, 'k-pop', 1, 5),
  lines: LINES, names: NAMES, danceMoves: MOVES, style: 'k-pop',
});

/** The rectangle a word's pill covers (its letters' box), from the same layout the painter draws. */
async function wordRect(line: number, index: number): Promise<{ x: number; y: number; width: number; height: number }> {
  const painter = await FramePainter.create({ title: 'x', coverPng: null, style: 'k-pop', timeline: new KaraokeTimeline(LINES, NAMES, MOVES), moves: MOVES });
  const layout = painter.lineLayout(line);
  const box: WordBox = layout.boxes[index]!;
  return { x: box.x, y: box.centreY - layout.fontSize / 2, width: box.width, height: layout.fontSize };
}

describe('renderKaraokeVideo', () => {
  const out = join(dir, 'preview.mp4');
  const progress: number[] = [];

  beforeAll(async () => {
    await renderKaraokeVideo({ ...baseInput(sine(6), out), durationSec: 5, onProgress: (f) => progress.push(f) });
  }, 240_000);

  it('writes a vertical 1080×1920 H.264 + AAC MP4 at 30 fps, cut where asked, index first, small', () => {
    const video = probeVideo(out);
    expect(video).toMatchObject({ videoCodec: 'h264', audioCodec: 'aac', width: 1080, height: 1920, pixFmt: 'yuv420p', frameRate: '30/1' });
    expect(Math.abs(video.durationSec - 5)).toBeLessThanOrEqual(0.2);
    const boxes = topLevelBoxes(out);
    expect(boxes.indexOf('moov')).toBeGreaterThanOrEqual(0);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    const mbPerMinute = statSync(out).size / 1e6 / (video.durationSec / 60);
    expect(mbPerMinute).toBeLessThanOrEqual(12);
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((f, i) => i === 0 || f >= progress[i - 1]!)).toBe(true);
    // Only the finished file is left beside it.
    expect(readdirSync(dir).filter((f) => f.startsWith('.preview.mp4'))).toEqual([]);
  });

  it('lights the word being sung: two instants inside two words light two different words', async () => {
    const highlight = VIDEO_PALETTES['k-pop'].highlight;
    const shine = await wordRect(0, 2);
    const bright = await wordRect(0, 3);
    const during = (t: number) => {
      const rgb = frameAt(out, t);
      return { shine: countColour(rgb, VIDEO_WIDTH, shine, highlight) / (shine.width * shine.height), bright: countColour(rgb, VIDEO_WIDTH, bright, highlight) / (bright.width * bright.height) };
    };
    const inShine = during(2.1);
    const inBright = during(2.9);
    // The pill fills about 60% of the word's box around its letters; bare letters fill about a third.
    expect(inShine.shine).toBeGreaterThan(0.5);
    expect(inShine.bright).toBeLessThan(0.05);
    expect(inBright.bright).toBeGreaterThan(0.5);
    expect(inBright.shine).toBeLessThan(0.05);
  });

  it('lights a sung name in its own colour and shows its dance move while it is sung', async () => {
    const maya = await wordRect(0, 1);
    const colour = NAME_COLOURS[0]!;
    const cardEdge = { x: MOVE_CARD.x + 60, y: MOVE_CARD.y - 2, width: MOVE_CARD.width - 120, height: 5 };
    const before = frameAt(out, 0.7);
    const during = frameAt(out, 1.3);
    const after = frameAt(out, 2.1);
    const share = (rgb: Buffer) => countColour(rgb, VIDEO_WIDTH, maya, colour) / (maya.width * maya.height);
    expect(share(during)).toBeGreaterThan(0.5);
    // Sung or not, the name's letters keep its colour; only the pill goes.
    expect(share(after)).toBeGreaterThan(0.15);
    expect(share(after)).toBeLessThan(0.5);
    expect(countColour(during, VIDEO_WIDTH, cardEdge, colour) / (cardEdge.width * cardEdge.height)).toBeGreaterThan(0.5);
    expect(countColour(before, VIDEO_WIDTH, cardEdge, colour)).toBe(0);
  });
});

describe('renderKaraokeVideo failures', () => {
  it('leaves no file when aborted while encoding', async () => {
    const outDir = mkdtempSync(join(dir, 'abort-'));
    const controller = new AbortController();
    const render = renderKaraokeVideo({ ...baseInput(sine(20), join(outDir, 'song.mp4')), signal: controller.signal, onProgress: () => controller.abort() });
    await expect(render).rejects.toMatchObject({ name: 'AbortError' });
    expect(readdirSync(outDir)).toEqual([]);
  }, 120_000);

  it('rejects a missing audio file with a clear error and writes nothing', async () => {
    const outDir = mkdtempSync(join(dir, 'missing-'));
    const render = renderKaraokeVideo(baseInput(join(dir, 'no-such.mp3'), join(outDir, 'song.mp4')));
    await expect(render).rejects.toThrow(VideoInputError);
    await expect(render).rejects.toThrow(/Audio file not found: .*no-such\.mp3/);
    expect(readdirSync(outDir)).toEqual([]);
  });

  it('writes the frame rate asked for, and refuses one it cannot play', async () => {
    const slow = join(dir, 'slow.mp4');
    await renderKaraokeVideo({ ...baseInput(sine(3), slow), fps: 6 });
    expect(probeVideo(slow)).toMatchObject({ frameRate: '6/1', width: 1080, height: 1920 });
    await expect(renderKaraokeVideo({ ...baseInput(sine(3), join(dir, 'never-fps.mp4')), fps: 0 })).rejects.toThrow(/Frame rate must be a whole number/);
    expect(readdirSync(dir).some((f) => f.includes('never-fps.mp4'))).toBe(false);
  }, 120_000);

  it('rejects a file that is not audio as unreadable', async () => {
    const notAudio = join(dir, 'notes.mp3');
    writeFileSync(notAudio, 'these are not sound waves');
    await expect(renderKaraokeVideo(baseInput(notAudio, join(dir, 'never.mp4')))).rejects.toThrow(/Audio file unreadable/);
    expect(readdirSync(dir).some((f) => f.includes('never.mp4'))).toBe(false);
  });
});

describe('videoEncoderStatus', () => {
  const saved = process.env.FFMPEG_PATH;
  afterEach(() => {
    if (saved === undefined) delete process.env.FFMPEG_PATH;
    else process.env.FFMPEG_PATH = saved;
  });

  it('finds the machine’s ffmpeg with libx264', async () => {
    expect(await videoEncoderStatus()).toMatchObject({ available: true, version: expect.any(String) });
  });

  it('says why when ffmpeg is missing', async () => {
    process.env.FFMPEG_PATH = join(dir, 'no-ffmpeg-here');
    const status = await videoEncoderStatus();
    expect(status.available).toBe(false);
    expect(status.available === false && status.reason).toMatch(/ffmpeg cannot be run/);
  });
});
