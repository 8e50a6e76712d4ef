import { InvalidRenderRequestError } from '../errors';
import { limitTruePeak } from '../loudness/limiter';
import { integratedLoudness } from '../loudness/loudness';
import { encodeMp3 } from '../mp3/encode';
import { cleanName } from '../names';
import { SAMPLE_RATE, midiToHz } from '../synth/instruments';
import { countSyllables } from '../syllables';
import { resamplePitched, trimSilence } from '../vocals/dsp';
import { addAir } from '../vocals/exciter';
import { FLITE_SAMPLE_RATE, speak, type FliteVoice } from '../vocals/flite';
import { analysePitch, psola } from '../vocals/psola';
import { shapeWord, voiceTextOf } from '../vocals/vocals';
import { fliteLexiconOf, spokenFormOf, spokenNameWords, validateSoundsLike } from './pronunciation';

export const NAME_VOICES = ['female', 'male'] as const;
export type NameVoice = (typeof NAME_VOICES)[number];

export interface SingNameRequest {
  name: string;
  soundsLike?: string;
  voice: NameVoice;
}

export interface SungName {
  mp3: Buffer;
  durationSec: number;
  /** What the voice was given for each word of the name. */
  voiceTexts: string[];
  /** Where each word is sung (seconds from the start of the MP3's audio). */
  wordSpans: { start: number; end: number }[];
}

/** The song's own voices: slt for female, rms for male (version 1's voices). */
const VOICE: Record<NameVoice, { flite: FliteVoice; speakHz: number; tonic: number }> = {
  female: { flite: 'slt', speakHz: 200, tonic: 65 },
  male: { flite: 'rms', speakHz: 115, tonic: 53 },
};
/** A rising call, then home: major sixth, fifth, third… over the tonic, last syllable held. */
const CALL = [0, 4, 7, 9, 7, 4, 2, 0];
const SYLLABLE_SECONDS = 0.3;
const LAST_SYLLABLE_SECONDS = 0.55;
const MAX_SUNG_SECONDS = 2.4;
const GAP_SECONDS = 0.05;
const MAX_STRETCH = 1.15;
const LEAD_IN_SECONDS = 0.08;
const TAIL_SECONDS = 0.2;
const TARGET_LUFS = -16;
const CEILING = Math.pow(10, -1.6 / 20);

/**
 * Sings one name the way the song will (same voice, PSOLA on notes, the same air), as a short
 * MP3 for the generator's "hear it" button: under 3 s, one note per syllable.
 */
export function singName(request: SingNameRequest): SungName {
  const voice = VOICE[request.voice];
  if (!voice) throw new InvalidRenderRequestError('Invalid Voice: the voice is female or male.');
  const name = cleanName(request.name);
  const given = request.soundsLike === undefined || request.soundsLike.trim() === '' ? [] : [{ name, soundsLike: validateSoundsLike(request.soundsLike) }];
  const nameWords = spokenNameWords([name], given);
  const texts = name.split(' ').map((word) => voiceTextOf(spokenFormOf(word, nameWords) ?? word));
  const syllables = texts.map(countSyllables);
  const total = syllables.reduce((a, b) => a + b, 0);
  const step = Math.min(SYLLABLE_SECONDS, (MAX_SUNG_SECONDS - LAST_SYLLABLE_SECONDS) / Math.max(1, total - 1));

  const pieces: Float32Array[] = [];
  let syllable = 0;
  texts.forEach((text, w) => {
    const spoken = trimSilence(speak(`${text}.`, { voice: voice.flite, f0: voice.speakHz, lexicon: fliteLexiconOf(nameWords) }), FLITE_SAMPLE_RATE);
    const isLast = w === texts.length - 1;
    const notes = Array.from({ length: syllables[w]! }, (_, k) => voice.tonic + CALL[Math.min(syllable + k, CALL.length - 1)]!);
    if (isLast) notes[notes.length - 1] = voice.tonic + (notes.length + syllable > 1 ? 0 : 7);
    syllable += syllables[w]!;
    // At most a little longer than said: a name stretched into held notes blurs its consonants
    // (the songs keep names near their spoken length for the same reason).
    const planned = (notes.length - (isLast ? 1 : 0)) * step + (isLast ? LAST_SYLLABLE_SECONDS : 0);
    const seconds = Math.min(planned, (spoken.length / FLITE_SAMPLE_RATE) * MAX_STRETCH);
    const length = Math.round(seconds * FLITE_SAMPLE_RATE);
    const spans = notes.map((m, k) => ({ start: Math.round((k * length) / notes.length), hz: midiToHz(m) }));
    const sung = psola(spoken, analysePitch(spoken, FLITE_SAMPLE_RATE, voice.speakHz), FLITE_SAMPLE_RATE, length, spans);
    const audio = addAir(resamplePitched(sung, FLITE_SAMPLE_RATE, SAMPLE_RATE, 1), SAMPLE_RATE);
    shapeWord(audio);
    pieces.push(audio);
  });

  const gap = Math.round(GAP_SECONDS * SAMPLE_RATE);
  const out = new Float32Array(Math.round((LEAD_IN_SECONDS + TAIL_SECONDS) * SAMPLE_RATE) + pieces.reduce((n, p) => n + p.length + gap, 0));
  let at = Math.round(LEAD_IN_SECONDS * SAMPLE_RATE);
  const wordSpans: { start: number; end: number }[] = [];
  for (const piece of pieces) {
    out.set(piece, at);
    wordSpans.push({ start: at / SAMPLE_RATE, end: (at + piece.length) / SAMPLE_RATE });
    at += piece.length + gap;
  }
  const right = out.slice();
  const loudness = integratedLoudness([out, right], SAMPLE_RATE);
  const gain = Number.isFinite(loudness) ? Math.pow(10, (TARGET_LUFS - loudness) / 20) : 1;
  limitTruePeak([out, right], CEILING, SAMPLE_RATE, gain);
  return { mp3: encodeMp3(out, right, SAMPLE_RATE), durationSec: out.length / SAMPLE_RATE, voiceTexts: texts, wordSpans };
}
