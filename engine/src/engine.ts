import { InvalidRenderRequestError, InvalidStyleError } from './errors';
import { parseLyrics } from './lyrics';
import { planSong } from './music/arrangement';
import { cleanName, cleanNames } from './names';
import { NAME_VOICES, type SingNameRequest, type SungName } from './pronunciation/sing-name';
import { validateSoundsLike } from './pronunciation/pronunciation';
import { SONG_STYLES, VOCAL_GENDERS, type PreviewReady, type RenderRequest, type RenderSongOptions, type RenderedSong, type RenderedTrack, type SongRequest } from './types';
import { RenderPool } from './worker/pool';
import { createPreviewsBusyFlag, previewsBusyNow } from './worker/previews-first';
import type { WorkerStats } from './worker/messages';

let pool: RenderPool | undefined;
let previewPool: RenderPool | undefined;
/** One worker of its own for "hear it": a name never waits behind a song's render. */
let namePool: RenderPool | undefined;

/**
 * How far whole-song renders step back (Linux nice, per thread). Their threads yield the cores to
 * preview renders, to the API's thread and to PostgreSQL, so a song's previews never wait behind
 * another song's full tracks; with nothing else to do they still get all of the CPU.
 */
export const FULL_RENDER_NICENESS = 19;

/** Set while previews wait or render: whole-song renders pause meanwhile (worker/previews-first.ts). */
const previewsBusy = createPreviewsBusyFlag();

/** How the render threads use memory; set before the first render (configureRenderThreads). */
export interface RenderThreadSettings {
  /** Idle this long, the threads stop (preview threads stay, their caches dropped). Default 30 s. */
  idleMs?: number;
  /** Per thread: the synthesised-note cache and the spoken-line cache, in bytes. */
  noteCacheBytes?: number;
  speechCacheBytes?: number;
}

let threadSettings: RenderThreadSettings = {};

/**
 * Sets the render threads' idle timeout and cache sizes. Pools already started keep theirs, so the
 * app calls this once at start-up, before any song renders.
 */
export function configureRenderThreads(settings: RenderThreadSettings): void {
  threadSettings = { ...settings };
}

const DEFAULT_IDLE_MS = 30_000;
const memoryOptions = (keepWarm: number) => ({
  idleMs: threadSettings.idleMs ?? DEFAULT_IDLE_MS,
  keepWarm,
  noteCacheBytes: threadSettings.noteCacheBytes,
  speechCacheBytes: threadSettings.speechCacheBytes,
});

/** Whether this process's preview threads have previews waiting or rendering (video renders pause meanwhile). */
export function previewsAreBusy(): boolean {
  return previewsBusyNow(previewsBusy);
}

/** The process-wide pool for whole songs (one worker per core, niced, pausing for previews), created on first use. */
export function renderPool(): RenderPool {
  pool ??= new RenderPool(undefined, { niceness: FULL_RENDER_NICENESS, givesWayTo: previewsBusy, ...memoryOptions(0) });
  return pool;
}

/**
 * The pool for 40-second previews alone (one worker per core at normal priority), created on first
 * use. Its threads stay started through idle spells (only their caches are dropped, which costs the
 * next preview nothing measurable): a thread started for a burst of songs spends its first previews
 * compiling (bench/preview-cpu.ts: 1.6–1.8 s of CPU for the first, ~1.05 s warm), just when several
 * people wait on it.
 */
export function renderPreviewPool(): RenderPool {
  previewPool ??= new RenderPool(undefined, { signalsBusy: previewsBusy, ...memoryOptions(Infinity) });
  return previewPool;
}

/** Starts the workers and compiles flite + LAME (WebAssembly) in them, so the first song is fast. */
export async function warmUpEngine(): Promise<void> {
  await Promise.all([renderPool().warmUp(), renderPreviewPool().warmUp()]);
}

export async function shutdownEngine(): Promise<void> {
  const current = [pool, previewPool, namePool];
  pool = undefined;
  previewPool = undefined;
  namePool = undefined;
  await Promise.all(current.map((p) => p?.close()));
}

/** Sings one name as a short MP3 in a worker thread (the name and spelling are checked here first). */
export async function singNameInWorker(request: SingNameRequest): Promise<SungName> {
  cleanName(request.name);
  if (request.soundsLike !== undefined) validateSoundsLike(request.soundsLike);
  if (!(NAME_VOICES as readonly string[]).includes(request.voice)) throw new InvalidRenderRequestError('Invalid Voice: the voice is female or male.');
  namePool ??= new RenderPool(1, { taskTimeoutMs: 30_000, ...memoryOptions(0) });
  return namePool.singName(request);
}

/**
 * Cheap checks on the calling thread so bad input fails fast with the engine's typed errors
 * (the worker would raise the same ones).
 */
export function validateRenderRequest(request: Omit<RenderRequest, 'version'> & { version?: number }): void {
  if (!(SONG_STYLES as readonly string[]).includes(request.style)) throw new InvalidStyleError(String(request.style));
  if (!(VOCAL_GENDERS as readonly string[]).includes(request.vocalGender)) throw new InvalidRenderRequestError(`Invalid Vocal: "${request.vocalGender}" is not female, male or mixed.`);
  if (typeof request.lyrics !== 'string') throw new InvalidRenderRequestError('Invalid Lyrics: lyrics must be text.');
  cleanNames(request.names);
  if (request.pronunciations !== undefined && !Array.isArray(request.pronunciations)) throw new InvalidRenderRequestError('Invalid Pronunciation: pronunciations must be a list.');
  for (const p of request.pronunciations ?? []) validateSoundsLike(p?.soundsLike);
  planSong(parseLyrics(request.lyrics), request.style, 1, request.seed >>> 0, request.targetDurationSec);
}

export interface RenderOptions {
  onPreview?: (preview: PreviewReady) => void;
  /** See RenderSongOptions.queuedAt. */
  queuedAt?: number;
}

/** Renders one version in a worker thread (previews alone in the preview pool, whole songs in the niced one). */
export async function render(request: RenderRequest, options: RenderOptions = {}): Promise<RenderedTrack> {
  return (await renderWithStats(request, options)).track;
}

export async function renderWithStats(request: RenderRequest, options: RenderOptions & { onPreviewTimed?: (p: PreviewReady, workerMs: number) => void } = {}): Promise<{ track: RenderedTrack; stats: WorkerStats }> {
  validateRenderRequest(request);
  // Previews have threads of their own: they never queue behind a whole song's render.
  return (request.previewOnly ? renderPreviewPool() : renderPool()).run(
    request,
    (preview, ms) => {
      options.onPreview?.(preview);
      options.onPreviewTimed?.(preview, ms);
    },
    options.queuedAt,
  );
}

/**
 * One generation = two versions rendered in parallel ("Song 1", "Song 2"). `onPreview` fires
 * for each version as soon as its 40 s preview exists, well before the full tracks are done.
 * Songs are served in the order they were asked for (`queuedAt`).
 */
export async function renderSong(request: SongRequest, options: RenderSongOptions = {}): Promise<RenderedSong> {
  validateRenderRequest(request);
  const queuedAt = options.queuedAt ?? Date.now();
  const [one, two] = await Promise.all(([1, 2] as const).map((version) => render({ ...request, version }, { onPreview: options.onPreview, queuedAt })));
  return { versions: [one!, two!] };
}
