import { compose } from '../composer/compose';
import { parseLyrics } from '../lyrics';
import { planSong } from '../music/arrangement';
import { SCALES } from '../music/styles';
import { spokenNameWords } from '../pronunciation/pronunciation';
import { Rng } from '../rng';
import { SAMPLE_RATE } from '../synth/instruments';
import { renderLeadVocal, vocalFigures } from '../testing/vocal-metrics';
import type { SongStyle, VocalGender } from '../types';
import { resamplePitched } from './dsp';
import { pitchContour } from './expression';
import { FLITE_SAMPLE_RATE, speak } from './flite';
import { analysePitch, psola } from './psola';
import { VocalRenderer } from './vocals';

const NAMES = ['Nadia', 'Owen', 'Priya'];

function song(style: SongStyle, gender: VocalGender, version: 1 | 2, seed: number) {
  const { lyrics } = compose({ names: NAMES, style, event: { kind: 'party' }, seed });
  return { lyrics, request: { lyrics, names: NAMES, style, vocalGender: gender, seed, version } };
}

describe('a sung voice, not speech on notes (YIN on the dry lead vocal stem)', () => {
  it.each([
    ['hip-hop', 'male', 1],
    ['k-pop', 'female', 2],
  ] as const)('%s, %s voice, version %i: vibrato on most held notes, twelve pitches over more than an octave', (style, gender, version) => {
    const { stem } = renderLeadVocal(song(style, gender, version, 2718).request);
    const figures = vocalFigures(stem);
    const vibratos = figures.notes.flatMap((n) => (n.vibrato ? [n.vibrato] : []));
    console.log(`${style} ${gender} v${version}: vibrato on ${figures.withVibrato}/${figures.heldNotes} held notes; ${figures.distinctPitches} pitches over ${figures.rangeSemitones} semitones; rates ${Math.min(...vibratos.map((v) => v.rateHz))}–${Math.max(...vibratos.map((v) => v.rateHz))} Hz, extents ${Math.min(...vibratos.map((v) => v.extentCents))}–${Math.max(...vibratos.map((v) => v.extentCents))} cents`);
    expect(figures.heldNotes).toBeGreaterThanOrEqual(20);
    expect(figures.vibratoShare).toBeGreaterThanOrEqual(0.5);
    // A singer's vibrato, not a wobble: 20–60 cents peak to peak (the metric keeps 4.5–7 Hz).
    for (const v of vibratos) expect(v.extentCents).toBeLessThanOrEqual(60);
    expect(figures.distinctPitches).toBeGreaterThanOrEqual(12);
    expect(figures.rangeSemitones).toBeGreaterThanOrEqual(12);
  });
});

/** Every sung line with its notes, in song order (one voice, so a tune is comparable note for note). */
function sungLines(style: SongStyle, version: 1 | 2, seed: number) {
  const { lyrics } = song(style, 'female', version, seed);
  const parsed = parseLyrics(lyrics);
  const plan = planSong(parsed, style, version, seed);
  const renderer = new VocalRenderer(plan, parsed, 'female', seed, spokenNameWords(NAMES), NAMES);
  // The tune needs no audio: words past the end of `out` are timed and their notes kept, not sung.
  const timed = renderer.render(new Float32Array(1), () => true);
  const lines = plan.vocalLines.map((linePlan, i) => {
    const line = parsed.lines[linePlan.lineIndex]!;
    const section = parsed.sections.find((s) => s.lines.includes(line))!;
    const t = timed[i]!;
    const notes = renderer.sungNotes.filter((n) => n.start >= t.start - 1e-3 && n.start < t.end).map((n) => n.midi);
    const lastWord = line.words[line.words.length - 1]!;
    return { line, section, position: section.lines.indexOf(line), linePlan, notes, endsOnName: NAMES.some((n) => lastWord.includes(n)) };
  });
  return { plan, lines };
}

describe('the tune', () => {
  it.each([
    ['kids', 1, 11],
    ['wedding', 2, 12],
  ] as const)('%s v%i: every chorus sings the same tune, and its call lines open on the hook’s note and climb to its top note', (style, version, seed) => {
    const { lines } = sungLines(style, version, seed);
    const chorus = lines.filter((l) => l.line.sectionKind === 'chorus');
    expect(chorus.length).toBeGreaterThanOrEqual(4);
    const byText = new Map<string, string>();
    for (const l of chorus) {
      const tune = l.notes.join(',');
      if (byText.has(l.line.text)) expect(tune).toBe(byText.get(l.line.text));
      byText.set(l.line.text, tune);
    }
    const calls = chorus.filter((l) => l.position % 2 === 0 && l.notes.length >= 4);
    expect(new Set(calls.map((l) => l.line.text)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(calls.map((l) => l.notes[0])).size).toBe(1);
    expect(new Set(calls.map((l) => Math.max(...l.notes))).size).toBe(1);
  });

  it.each([
    ['hip-hop', 1, 5],
    ['k-pop', 2, 6],
    ['wedding', 1, 7],
  ] as const)('%s v%i: the last line of every section comes home (the tonic over I, IV or vi, else the chord root)', (style, version, seed) => {
    const { plan, lines } = sungLines(style, version, seed);
    const scale: readonly number[] = SCALES[plan.mode];
    const finals = lines.filter((l) => l.position === l.section.lines.length - 1 && !l.endsOnName);
    expect(finals.length).toBeGreaterThanOrEqual(3);
    for (const l of finals) {
      const chord = plan.bars[l.linePlan.startBar + l.linePlan.bars - 1]!.degree;
      const holdsTonic = [0, 2, 4].some((k) => (chord + k) % 7 === 0);
      const home = holdsTonic ? 0 : scale[chord]!;
      expect(((l.notes[l.notes.length - 1]! - plan.root) % 12 + 12) % 12).toBe(home);
    }
  });
});

describe('formants stay the voice’s own on high notes (no chipmunk)', () => {
  /** Spectral centroid of 0.2–4 kHz over the voiced middle of `x` (DFT of 512-sample Hann frames, from tables). */
  function centroid(x: Float32Array, rate: number): number {
    const size = 512;
    const hann = Float64Array.from({ length: size }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / size));
    const cos = Float64Array.from({ length: size }, (_, k) => Math.cos((2 * Math.PI * k) / size));
    const sin = Float64Array.from({ length: size }, (_, k) => Math.sin((2 * Math.PI * k) / size));
    let weighted = 0;
    let total = 0;
    for (let at = Math.floor(x.length * 0.25); at + size < x.length * 0.75; at += size / 2) {
      for (let bin = Math.ceil((200 * size) / rate); bin <= (4000 * size) / rate; bin++) {
        let re = 0;
        let im = 0;
        // (bin · i) mod size indexes the tables: the same angles as 2π·bin·i/size.
        for (let i = 0, k = 0; i < size; i++, k = (k + bin) % size) {
          const v = x[at + i]! * hann[i]!;
          re += v * cos[k]!;
          im -= v * sin[k]!;
        }
        const power = re * re + im * im;
        weighted += power * ((bin * rate) / size);
        total += power;
      }
    }
    return weighted / total;
  }

  it('a vowel sung an octave above the speech keeps its spectral centroid, where resampling would double it', () => {
    const f0 = 170;
    const spoken = speak('ah.', { voice: 'slt', f0, durationStretch: 2 });
    const analysis = analysePitch(spoken, FLITE_SAMPLE_RATE, f0);
    const at = (midi: number) => {
      const spans = [{ start: 0, hz: 440 * Math.pow(2, (midi - 69) / 12) }];
      const contour = pitchContour([{ start: 0, midi }], spoken.length, FLITE_SAMPLE_RATE, new Rng(1), { plain: false });
      return psola(spoken, analysis, FLITE_SAMPLE_RATE, spoken.length, spans, false, contour);
    };
    const speechMidi = 69 + 12 * Math.log2(f0 / 440);
    const low = centroid(at(Math.round(speechMidi)), FLITE_SAMPLE_RATE);
    const high = centroid(at(Math.round(speechMidi) + 12), FLITE_SAMPLE_RATE);
    const chipmunk = centroid(resamplePitched(at(Math.round(speechMidi)), FLITE_SAMPLE_RATE, FLITE_SAMPLE_RATE, 2), FLITE_SAMPLE_RATE);
    console.log(`centroid at the speech pitch ${low.toFixed(0)} Hz, an octave up ${high.toFixed(0)} Hz, resampled an octave up ${chipmunk.toFixed(0)} Hz`);
    expect(high / low).toBeGreaterThan(0.8);
    expect(high / low).toBeLessThan(1.25);
    expect(chipmunk / low).toBeGreaterThan(1.4);
  });
});

describe('the vocal metrics', () => {
  const rate = SAMPLE_RATE;
  /** A buzzy tone (a few harmonics) following `cents(t)` around `midi`. */
  function tone(seconds: number, midiAt: (t: number) => number): Float32Array {
    const x = new Float32Array(Math.round(seconds * rate));
    let phase = 0;
    for (let i = 0; i < x.length; i++) {
      phase += (2 * Math.PI * 440 * Math.pow(2, (midiAt(i / rate) - 69) / 12)) / rate;
      x[i] = 0.3 * (Math.sin(phase) + 0.5 * Math.sin(2 * phase) + 0.3 * Math.sin(3 * phase));
    }
    return x;
  }

  it('finds a 5.5 Hz, 40-cent vibrato on a held note and none on a flat one', () => {
    const withVibrato = vocalFigures(tone(0.8, (t) => 57 + (t > 0.15 ? 0.2 * Math.sin(2 * Math.PI * 5.5 * t) : 0)));
    expect(withVibrato.heldNotes).toBe(1);
    expect(withVibrato.withVibrato).toBe(1);
    expect(withVibrato.notes[0]!.vibrato!.rateHz).toBeCloseTo(5.5, 0);
    expect(withVibrato.notes[0]!.vibrato!.extentCents).toBeGreaterThanOrEqual(32);
    const flat = vocalFigures(tone(0.8, () => 57));
    expect(flat.heldNotes).toBe(1);
    expect(flat.withVibrato).toBe(0);
  });

  it('counts the pitches a tune holds, not the ones a glide passes through', () => {
    // 57 → 64 with a 60 ms glide, then 60: three pitches over seven semitones.
    const x = tone(1.2, (t) => (t < 0.4 ? 57 : t < 0.46 ? 57 + (7 * (t - 0.4)) / 0.06 : t < 0.8 ? 64 : 60));
    const figures = vocalFigures(x);
    expect(figures.distinctPitches).toBe(3);
    expect(figures.rangeSemitones).toBe(7);
  });
});
