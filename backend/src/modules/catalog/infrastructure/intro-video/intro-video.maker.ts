import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { compose, extractPosterJpeg, karaokeWebVtt, renderKaraokeVideo, renderSongVersion, videoEncoderStatus } from '@boogy/engine';
import { APP_CONFIG, type AppConfig } from '../../../../shared/config';
import { INTRO_VIDEO_FILES, IntroVideo, type IntroVideoState } from '../../application/ports/intro-video.port';
import { IntroVideoFiles } from './intro-video.files';

/**
 * The demo: made-up friends, one style, a fixed seed, so every server makes the same song. Bump
 * INTRO_VIDEO_EDITION when any of it (or the renderer's look) changes: a new folder is made.
 */
export const INTRO_VIDEO_EDITION = 'v1';
const DEMO = { names: ['Maya', 'Leo', 'Priya'], style: 'hip-hop', seed: 31, title: 'Maya, Leo & Priya: Party Time' } as const;
/** Cut after the first line that ends past this (a landing-page demo, not a whole song). */
const CUT_AFTER_SEC = 26;
const FADE_OUT_SEC = 1.5;
/** Start-up work goes first: the intro is made this long after the app is up. */
const START_DELAY_MS = 3_000;
/** After a failure, the next request tries again no sooner than this. */
const RETRY_AFTER_FAILURE_MS = 10 * 60_000;

/**
 * Makes the intro video with the local engine (song: the niced whole-song threads, which give way
 * to previews; video: ffmpeg at nice 19, pausing while previews render) into a temporary folder,
 * then renames it into place, so a crash never leaves half a set. Every process that serves HTTP
 * makes its own copy when its folder lacks one (DATA_DIR is per machine).
 */
@Injectable()
export class LocalIntroVideo extends IntroVideo implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('IntroVideo');
  private readonly root: string;
  private readonly dir: string;
  readonly files: IntroVideoFiles;
  private readonly enabled: boolean;
  private making: Promise<void> | null = null;
  private ready = false;
  private failedAt = 0;
  private readonly stopping = new AbortController();
  private startTimer: NodeJS.Timeout | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
    this.root = config.INTRO_VIDEO_DIR ?? join(config.dataDir, 'intro-video');
    this.dir = join(this.root, INTRO_VIDEO_EDITION);
    this.files = new IntroVideoFiles(this.dir);
    this.enabled = (config.INTRO_VIDEO ?? config.NODE_ENV !== 'test') && config.PROCESS_ROLE !== 'worker';
  }

  onApplicationBootstrap(): void {
    if (!this.enabled) return;
    this.startTimer = setTimeout(() => void this.state(), START_DELAY_MS);
    this.startTimer.unref();
  }

  /**
   * Before any provider's shutdown (the engine's threads close in one): the video stops at once, a
   * song render in progress ends when the engine's threads close, and no step starts a new one.
   */
  beforeApplicationShutdown(): void {
    if (this.startTimer) clearTimeout(this.startTimer);
    this.stopping.abort(new Error('shutting down'));
  }

  async state(): Promise<IntroVideoState> {
    if (!this.enabled) return 'off';
    if (this.ready && (await this.complete())) return 'ready';
    this.ready = await this.complete();
    if (this.ready) return 'ready';
    if (!this.making && !this.stopping.signal.aborted && Date.now() - this.failedAt >= RETRY_AFTER_FAILURE_MS) {
      this.making = this.make()
        .then(() => {
          this.ready = true;
        })
        .catch((error: Error) => {
          this.failedAt = Date.now();
          if (!this.stopping.signal.aborted) this.logger.warn(`intro video not made: ${error.message}`);
        })
        .finally(() => {
          this.making = null;
        });
    }
    return 'making';
  }

  private async complete(): Promise<boolean> {
    try {
      await Promise.all(Object.values(INTRO_VIDEO_FILES).map((file) => access(join(this.dir, file))));
      return true;
    } catch {
      return false;
    }
  }

  private async make(): Promise<void> {
    const encoder = await videoEncoderStatus();
    if (!encoder.available) throw new Error(encoder.reason);
    this.stopping.signal.throwIfAborted();
    const started = performance.now();
    const work = join(this.root, `.making-${randomBytes(6).toString('hex')}`);
    await mkdir(work, { recursive: true });
    try {
      const names = [...DEMO.names];
      const { lyrics, danceMoves } = compose({ names, style: DEMO.style, event: { kind: 'party' }, seed: DEMO.seed });
      this.stopping.signal.throwIfAborted();
      // The test-only settings (a shorter song, fewer frames) hold here too: only the first half-minute is filmed.
      const shorter = this.config.SONG_FULL_DURATION_SEC ? { targetDurationSec: this.config.SONG_FULL_DURATION_SEC } : {};
      const track = await renderSongVersion({ lyrics, names, style: DEMO.style, vocalGender: 'mixed', seed: DEMO.seed, version: 1, ...shorter });
      this.stopping.signal.throwIfAborted();
      const audioPath = join(work, 'song.mp3');
      await writeFile(audioPath, track.fullMp3);
      const lines = track.timestampedLyrics;
      const cut = Math.min(track.durationSec, (lines.find((l) => l.end >= CUT_AFTER_SEC)?.end ?? CUT_AFTER_SEC) + FADE_OUT_SEC);
      const videoPath = join(work, INTRO_VIDEO_FILES.video);
      await renderKaraokeVideo({
        audioPath, outPath: videoPath, title: DEMO.title, coverPng: track.coverPng, lines, names, danceMoves,
        style: DEMO.style, durationSec: cut, fadeOutSec: FADE_OUT_SEC, signal: this.stopping.signal,
        ...(this.config.SONG_VIDEO_FPS ? { fps: this.config.SONG_VIDEO_FPS } : {}),
      });
      // The poster: the first sung name, lit, with its dance move on screen.
      const firstName = lines.flatMap((l) => l.words).find((w) => names.some((n) => w.word.toLowerCase().includes(n.toLowerCase())));
      await extractPosterJpeg(videoPath, Math.min((firstName?.start ?? 5) + 0.2, cut - 0.5), join(work, INTRO_VIDEO_FILES.poster));
      await writeFile(join(work, INTRO_VIDEO_FILES.captions), karaokeWebVtt(lines, cut));
      await rm(audioPath);
      await rm(this.dir, { recursive: true, force: true });
      await rename(work, this.dir);
      this.logger.log(`intro video made in ${((performance.now() - started) / 1000).toFixed(1)} s (${cut.toFixed(1)} s long, ${this.dir})`);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
}
