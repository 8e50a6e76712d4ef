import { z } from 'zod';
import type { LyricsComposerPort } from '../engine-providers/lyrics-composer';
import { cleanName, cleanNames, compose, parseLyrics, sanitizeLyrics, type ComposeRequest, type ComposedLyrics } from '@boogy/engine';

export interface OpenAiLyricsConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Called when the API fails and the local composer is used instead (for logs and metrics). */
  onFallback?: (reason: string) => void;
}

/** Strict shape the model must return (JSON mode). */
const ModelOutput = z.object({
  lyrics: z.string().min(20).max(8000),
  danceMoves: z.array(z.object({
    name: z.string().min(1).max(60),
    move: z.string().min(1).max(40),
    description: z.string().min(1).max(300),
    durationSec: z.number().optional(),
  })).min(1).max(20),
}).strict();

const ChatCompletion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

const STYLE_BRIEF: Record<ComposeRequest['style'], string> = {
  'hip-hop': 'hip-hop party track, confident rhymes, 9 syllables per line',
  'k-pop': 'K-pop dance track with a few romanised Korean hooks (saranghae, daebak, hwaiting, kaja), 8 syllables per line',
  kids: 'kids party song, simple and wholesome words, 7 syllables per line',
  wedding: 'wedding dance song about the couple and love, 8 syllables per line',
};

/**
 * Lyrics from an OpenAI-compatible chat API (`LLM_BASE_URL`, `LLM_API_KEY`, `LLM_MODEL`), with a
 * strict schema, a timeout, and the local composer as fallback on any failure or bad output.
 */
export class OpenAiLyricsComposer implements LyricsComposerPort {
  constructor(private readonly config: OpenAiLyricsConfig) {}

  static fromEnv(env: NodeJS.ProcessEnv = process.env): LyricsComposerPort | undefined {
    if (!env.LLM_BASE_URL || !env.LLM_MODEL) return undefined;
    return new OpenAiLyricsComposer({ baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL });
  }

  async compose(request: ComposeRequest): Promise<ComposedLyrics> {
    const names = cleanNames(request.names); // input errors are the caller's, never a fallback
    try {
      return await this.fromModel({ ...request, names });
    } catch (error) {
      this.config.onFallback?.(error instanceof Error ? error.message : String(error));
      return compose(request);
    }
  }

  private async fromModel(request: ComposeRequest): Promise<ComposedLyrics> {
    const doFetch = this.config.fetchImpl ?? fetch;
    const response = await doFetch(`${this.config.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}) },
      body: JSON.stringify({
        model: this.config.model,
        temperature: 0.9,
        seed: request.seed,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: systemPrompt() },
          { role: 'user', content: userPrompt(request) },
        ],
      }),
      signal: AbortSignal.timeout(this.config.timeoutMs ?? 20000),
    });
    if (!response.ok) throw new Error(`LLM API answered ${response.status}`);
    const completion = ChatCompletion.parse(await response.json());
    const content = completion.choices[0]!.message.content ?? '';
    const output = ModelOutput.parse(JSON.parse(content));
    const lyrics = sanitizeLyrics(output.lyrics).trim();
    const parsed = parseLyrics(lyrics);
    if (parsed.sections.length < 3) throw new Error('LLM lyrics have fewer than 3 sections');
    const lower = lyrics.toLocaleLowerCase();
    const missing = request.names.filter((n) => !lower.includes(n.toLocaleLowerCase()));
    if (missing.length) throw new Error(`LLM lyrics miss names: ${missing.join(', ')}`);
    const moves = request.names.map((name) => {
      const move = output.danceMoves.find((m) => m.name.toLocaleLowerCase() === name.toLocaleLowerCase());
      if (!move) throw new Error(`LLM gave no dance move for ${name}`);
      return { name, move: cleanName(move.move), description: move.description.replace(/[<>]/g, ''), durationSec: 5 };
    });
    return { lyrics, danceMoves: moves };
  }
}

function systemPrompt(): string {
  return [
    'You write lyrics for personalised party dance songs. Answer with JSON only:',
    '{"lyrics": string, "danceMoves": [{"name": string, "move": string, "description": string, "durationSec": 5}]}.',
    'Lyrics: sections with headers on their own line: [Intro], [Verse 1], [Chorus], [Verse 2], [Bridge], [Chorus], [Outro].',
    'Rhyming couplets with a steady syllable count. Every name appears; names with fewer than 7 people appear at least twice.',
    'The bridge calls out each dance move by name. Family friendly: nothing offensive. No line is repeated except the chorus.',
  ].join('\n');
}

function userPrompt(request: ComposeRequest): string {
  const e = request.event;
  const event = e.kind === 'birthday' ? `Birthday party for ${e.birthdayPerson ?? request.names[0]}.` : e.kind === 'wedding' ? weddingBrief(e.bride, e.groom) : 'Dance party.';
  return `Style: ${STYLE_BRIEF[request.style]}.\n${event}\nNames: ${request.names.join(', ')}.\nOne dance move per name (5 seconds each).`;
}

/** The couple as the model should sing them: together when both are given, a lone partner as "the bride" or "the groom". */
function weddingBrief(bride?: string, groom?: string): string {
  if (bride && groom) return `Wedding of ${bride} and ${groom}: always sing the two of them together, never pair either with a guest.`;
  if (bride) return `Wedding: ${bride} is the bride (sing her as the bride, not as "the newlyweds").`;
  if (groom) return `Wedding: ${groom} is the groom (sing him as the groom, not as "the newlyweds").`;
  return 'Wedding party.';
}
