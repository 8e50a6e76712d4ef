import { z } from 'zod';
import type { MusicProviderPort, MusicTaskState, RenderSongHooks } from '../engine-providers/music-provider';
import { cleanNames, cutMp3, parseLyrics, ProviderError, type PreviewReady, type RenderedTrack, type SongRequest, type SongStyle, type TimedLine, type TrackVersion } from '@boogy/engine';
import { PREVIEW_SECONDS } from '../../domain/song-access';

export interface SunoConfig {
  baseUrl: string;
  apiKey: string;
  model?: string;
  /** Where the provider should POST completion callbacks (optional; polling works without). */
  callbackUrl?: string;
  pollIntervalMs?: number;
  timeoutMs?: number;
  requestTimeoutMs?: number;
  fetchImpl?: typeof fetch;
}

const Envelope = <T extends z.ZodTypeAny>(data: T) => z.object({ code: z.number(), msg: z.string().optional(), data: data.nullable().optional() });
const SubmitData = z.object({ taskId: z.string().min(1) });
const SunoTrack = z.object({
  id: z.string(),
  audioUrl: z.string().optional().nullable(),
  streamAudioUrl: z.string().optional().nullable(),
  imageUrl: z.string().optional().nullable(),
  duration: z.number().optional().nullable(),
  title: z.string().optional().nullable(),
});
const RecordData = z.object({
  taskId: z.string(),
  status: z.string(),
  errorMessage: z.string().optional().nullable(),
  response: z.object({ sunoData: z.array(SunoTrack).optional().nullable() }).optional().nullable(),
});
const AlignedData = z.object({
  alignedWords: z.array(z.object({ word: z.string(), startS: z.number(), endS: z.number(), success: z.boolean().optional() })),
});
/** Callback body: same record as the poll answer, with `callbackType` complete/first/text/error. */
export const SunoCallback = z.object({
  code: z.number(),
  msg: z.string().optional(),
  data: z.object({ callbackType: z.string(), task_id: z.string().optional(), taskId: z.string().optional(), data: z.array(z.record(z.string(), z.unknown())).optional().nullable() }),
});

const STYLE_TAGS: Record<SongStyle, string> = {
  'hip-hop': 'hip-hop, party, boom bap, energetic',
  'k-pop': 'k-pop, dance pop, catchy, upbeat',
  kids: 'kids song, happy, playful, sing-along',
  wedding: 'wedding, romantic pop, dance, warm',
};
const FAILED = new Set(['CREATE_TASK_FAILED', 'GENERATE_AUDIO_FAILED', 'CALLBACK_EXCEPTION', 'SENSITIVE_WORD_ERROR']);

/**
 * A Suno-compatible music API (`MUSIC_API_URL`, `MUSIC_API_KEY`): submit, poll (or callback),
 * download the audio and cover into our own buffers (never hand provider URLs to clients), and
 * fetch aligned lyrics. The preview is the first 40 s cut on MP3 frame boundaries.
 */
export class SunoMusicProvider implements MusicProviderPort {
  private readonly requests = new Map<string, SongRequest>();
  private readonly results = new Map<string, MusicTaskState>();

  constructor(private readonly config: SunoConfig) {}

  static fromEnv(env: NodeJS.ProcessEnv = process.env): SunoMusicProvider | undefined {
    if (!env.MUSIC_API_URL || !env.MUSIC_API_KEY) return undefined;
    return new SunoMusicProvider({ baseUrl: env.MUSIC_API_URL, apiKey: env.MUSIC_API_KEY, callbackUrl: env.MUSIC_CALLBACK_URL });
  }

  async submit(request: SongRequest): Promise<{ taskId: string }> {
    cleanNames(request.names);
    parseLyrics(request.lyrics);
    const body = {
      customMode: true,
      instrumental: false,
      model: this.config.model ?? 'V4_5',
      prompt: request.lyrics,
      style: STYLE_TAGS[request.style],
      title: `Boogy ${request.names.slice(0, 3).join(' ')}`.slice(0, 80),
      vocalGender: request.vocalGender === 'female' ? 'f' : request.vocalGender === 'male' ? 'm' : undefined,
      callBackUrl: this.config.callbackUrl,
    };
    const json = await this.call('POST', '/api/v1/generate', body);
    const parsed = Envelope(SubmitData).parse(json);
    if (parsed.code !== 200 || !parsed.data) throw new ProviderError(`Music API refused the song: ${parsed.msg ?? parsed.code}`);
    this.requests.set(parsed.data.taskId, request);
    return { taskId: parsed.data.taskId };
  }

  async status(taskId: string): Promise<MusicTaskState> {
    const known = this.results.get(taskId);
    if (known && (known.status === 'completed' || known.status === 'failed')) return known;
    const json = await this.call('GET', `/api/v1/generate/record-info?taskId=${encodeURIComponent(taskId)}`);
    const parsed = Envelope(RecordData).parse(json);
    if (parsed.code !== 200 || !parsed.data) return { status: 'failed', progress: 1, message: parsed.msg ?? `code ${parsed.code}` };
    const record = parsed.data;
    if (FAILED.has(record.status)) return this.remember(taskId, { status: 'failed', progress: 1, message: record.errorMessage ?? record.status });
    if (record.status !== 'SUCCESS') {
      return { status: record.status === 'PENDING' ? 'pending' : 'processing', progress: record.status === 'FIRST_SUCCESS' ? 0.7 : record.status === 'TEXT_SUCCESS' ? 0.3 : 0.1 };
    }
    const tracks = await this.download(taskId, record.response?.sunoData ?? []);
    return this.remember(taskId, { status: 'completed', progress: 1, tracks });
  }

  /** Accepts the provider's callback (validated); the next `status` call then downloads at once. */
  acceptCallback(payload: unknown): { taskId: string; type: string } {
    const body = SunoCallback.parse(payload);
    const taskId = body.data.task_id ?? body.data.taskId ?? '';
    if (body.data.callbackType === 'error' || body.code !== 200) this.remember(taskId, { status: 'failed', progress: 1, message: body.msg ?? 'provider error' });
    return { taskId, type: body.data.callbackType };
  }

  async renderSong(request: SongRequest, hooks: RenderSongHooks = {}): Promise<{ versions: [RenderedTrack, RenderedTrack] }> {
    const { taskId } = await this.submit(request);
    const deadline = Date.now() + (this.config.timeoutMs ?? 10 * 60_000);
    for (;;) {
      const state = await this.status(taskId);
      if (state.status === 'failed') throw new ProviderError(`Music generation failed: ${state.message ?? 'unknown reason'}`);
      if (state.status === 'completed') {
        const tracks = state.tracks ?? [];
        if (tracks.length < 2) throw new ProviderError(`Music API returned ${tracks.length} track(s), expected 2`);
        for (const t of tracks.slice(0, 2)) {
          const preview: PreviewReady = { version: t.version, previewMp3: t.previewMp3, coverPng: t.coverPng, previewDurationSec: t.previewDurationSec };
          await hooks.onPreview?.(preview);
        }
        return { versions: [tracks[0]!, tracks[1]!] };
      }
      if (Date.now() > deadline) throw new ProviderError('Music generation timed out');
      await new Promise((r) => setTimeout(r, this.config.pollIntervalMs ?? 5000));
    }
  }

  private remember(taskId: string, state: MusicTaskState): MusicTaskState {
    this.results.set(taskId, state);
    return state;
  }

  private async download(taskId: string, tracks: z.infer<typeof SunoTrack>[]): Promise<RenderedTrack[]> {
    const request = this.requests.get(taskId);
    return Promise.all(tracks.slice(0, 2).map(async (track, i) => {
      const url = track.audioUrl ?? track.streamAudioUrl;
      if (!url) throw new ProviderError(`track ${track.id} has no audio URL`);
      const fullMp3 = await this.bytes(url);
      const coverPng = track.imageUrl ? await this.bytes(track.imageUrl) : Buffer.alloc(0);
      const aligned = await this.alignedWords(taskId, track.id);
      const durationSec = track.duration ?? 0;
      return {
        version: (i + 1) as TrackVersion,
        fullMp3,
        previewMp3: cutMp3(fullMp3, PREVIEW_SECONDS),
        coverPng,
        durationSec,
        previewDurationSec: Math.min(PREVIEW_SECONDS, durationSec || PREVIEW_SECONDS),
        timestampedLyrics: request ? toLines(aligned, request.lyrics) : toLines(aligned, aligned.map((w) => w.word).join(' ')),
      };
    }));
  }

  private async alignedWords(taskId: string, audioId: string): Promise<{ word: string; startS: number; endS: number }[]> {
    const json = await this.call('POST', '/api/v1/generate/get-timestamped-lyrics', { taskId, audioId });
    const parsed = Envelope(AlignedData).parse(json);
    return parsed.data?.alignedWords ?? [];
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const doFetch = this.config.fetchImpl ?? fetch;
    const response = await doFetch(`${this.config.baseUrl.replace(/\/$/, '')}${path}`, {
      method,
      headers: { authorization: `Bearer ${this.config.apiKey}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(this.config.requestTimeoutMs ?? 30_000),
    });
    if (!response.ok) throw new ProviderError(`Music API ${method} ${path} answered ${response.status}`);
    return response.json();
  }

  private async bytes(url: string): Promise<Buffer> {
    const doFetch = this.config.fetchImpl ?? fetch;
    const response = await doFetch(url, { signal: AbortSignal.timeout(this.config.requestTimeoutMs ?? 60_000) });
    if (!response.ok) throw new ProviderError(`download of ${url} answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }
}

/**
 * Maps the provider's aligned words onto our lyric lines: the words of the lyrics in order, each
 * taking the timing of the next aligned token (section tags in the aligned text are skipped).
 */
export function toLines(aligned: { word: string; startS: number; endS: number }[], lyrics: string): TimedLine[] {
  const tokens = aligned.flatMap((w) => w.word.replace(/\[[^\]]*\]/g, ' ').split(/\s+/).filter((t) => /[\p{L}\p{N}]/u.test(t)).map((t) => ({ startS: w.startS, endS: w.endS, t })));
  let k = 0;
  const lines: TimedLine[] = [];
  for (const line of parseLyrics(lyrics).lines) {
    const words = line.words.map((word) => {
      const token = tokens[Math.min(k, tokens.length - 1)];
      k++;
      return { word, start: token?.startS ?? 0, end: token?.endS ?? 0 };
    });
    lines.push({ start: words[0]!.start, end: words[words.length - 1]!.end, words });
  }
  return lines;
}
