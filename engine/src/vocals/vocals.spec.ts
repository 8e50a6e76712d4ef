import { compose } from '../composer/compose';
import { parseLyrics } from '../lyrics';
import { planSong } from '../music/arrangement';
import { SCALES } from '../music/styles';
import { SAMPLE_RATE } from '../synth/instruments';
import { spokenNameWords } from '../pronunciation/pronunciation';
import { bandLevelDb, writeWav } from '../testing/audio-tools';
import { centsFrom, yin, DECIMATE, decimate } from '../testing/pitch';
import type { SongStyle, VocalGender } from '../types';
import { sectionRange } from './melody';
import { VocalRenderer } from './vocals';

const SECONDS = 40;

/** The lead vocal stem of the first 40 s, and what the tune asked for there. */
function renderStem(style: SongStyle, gender: VocalGender, version: 1 | 2, seed: number, onlyChorus = false) {
  const { lyrics } = compose({ names: ['Nadia', 'Owen', 'Priya'], style, event: { kind: 'party' }, seed });
  const parsed = parseLyrics(lyrics);
  const plan = planSong(parsed, style, version, seed);
  const renderer = new VocalRenderer(plan, parsed, gender, seed, spokenNameWords(['Nadia', 'Owen', 'Priya']));
  const total = Math.round(plan.durationSec * SAMPLE_RATE);
  const lead = new Float32Array(total);
  const harmony = new Float32Array(total);
  const firstChorus = plan.vocalLines.filter((l) => parsed.lines[l.lineIndex]!.sectionKind === 'chorus').slice(0, 4);
  renderer.render(lead, (line) => (onlyChorus ? firstChorus.includes(line) : renderer.lineStartSec(line) < SECONDS - 4), harmony);
  return { lead, harmony, notes: renderer.sungNotes, plan };
}


/** Share of voiced frames (inside a syllable, away from its edges) within 50 cents of the syllable's note. */
function inTune(stem: Float32Array, notes: { start: number; end: number; midi: number }[]) {
  const frames = yin(decimate(stem), { sampleRate: SAMPLE_RATE / DECIMATE, minHz: 70, maxHz: 700, silence: 0.01 });
  let voiced = 0;
  let close = 0;
  let n = 0;
  for (const frame of frames) {
    if (frame.hz === 0) continue;
    while (n < notes.length && notes[n]!.end < frame.time) n++;
    const note = notes[n];
    if (!note || frame.time < note.start + 0.02 || frame.time > note.end - 0.02) continue;
    voiced++;
    if (Math.abs(centsFrom(frame.hz, note.midi)) <= 50) close++;
  }
  return { voiced, share: close / Math.max(1, voiced) };
}

describe('the voice sings its melody (YIN pitch tracker on the vocal stem)', () => {
  it.each([
    ['hip-hop', 'male', 1],
    ['k-pop', 'female', 2],
    ['kids', 'mixed', 1],
    ['wedding', 'male', 2],
  ] as const)('%s, %s voice, version %i: ≥ 90 %% of voiced frames within 50 cents of their note', (style, gender, version) => {
    const { lead, notes, plan } = renderStem(style, gender, version, 314);
    const { voiced, share } = inTune(lead, notes);
    console.log(`${style} ${gender} v${version}: ${voiced} voiced frames, ${(share * 100).toFixed(1)} % within 50 cents; notes ${Math.min(...notes.map((x) => x.midi))}–${Math.max(...notes.map((x) => x.midi))}`);
    expect(voiced).toBeGreaterThan(300);
    expect(share).toBeGreaterThanOrEqual(0.9);
    // A tune, not a monotone: several distinct notes, all in the key.
    const scale = plan.mode === 'major' ? [0, 2, 4, 5, 7, 9, 11] : [0, 2, 3, 5, 7, 8, 10];
    expect(new Set(notes.map((x) => x.midi)).size).toBeGreaterThanOrEqual(5);
    for (const x of notes) expect(scale).toContain((((x.midi - plan.root) % 12) + 12) % 12);
  });

  it('sings the chorus in two voices, the second a third above', () => {
    const { harmony, lead, notes } = renderStem('k-pop', 'female', 1, 99, true);
    const energy = (x: Float32Array) => x.reduce((a, v) => a + v * v, 0);
    expect(energy(harmony)).toBeGreaterThan(0.1 * energy(lead));
    const frames = yin(decimate(harmony), { sampleRate: SAMPLE_RATE / DECIMATE, minHz: 70, maxHz: 900, silence: 0.01 }).filter((f) => f.hz > 0);
    let above = 0;
    let counted = 0;
    for (const f of frames) {
      const note = notes.find((x) => f.time > x.start + 0.02 && f.time < x.end - 0.02);
      if (!note) continue;
      counted++;
      const cents = centsFrom(f.hz, note.midi);
      if (cents >= 250 && cents <= 450) above++;
    }
    expect(counted).toBeGreaterThan(50);
    expect(above / counted).toBeGreaterThanOrEqual(0.8);
  });

  it('calls names out on a note of the key near the speaking pitch, while the tune around them sings higher', () => {
    const names = ['Nadia', 'Owen', 'Priya'];
    const { lyrics } = compose({ names, style: 'kids', event: { kind: 'party' }, seed: 7 });
    const parsed = parseLyrics(lyrics);
    const plan = planSong(parsed, 'kids', 2, 7);
    const renderer = new VocalRenderer(plan, parsed, 'female', 7, spokenNameWords(names), names);
    const lines = renderer.render(new Float32Array(Math.round(plan.durationSec * SAMPLE_RATE)), (line) => renderer.lineStartSec(line) < SECONDS);
    const scale: readonly number[] = SCALES[plan.mode];
    const notesOf = (w: { start: number; end: number }) => renderer.sungNotes.filter((n) => n.start >= w.start - 1e-3 && n.end <= w.end + 1e-3).map((n) => n.midi);
    let called = 0;
    for (const line of lines.filter((l) => l.words.length > 1)) {
      for (const word of line.words.filter((w) => names.some((n) => w.word.startsWith(n)))) {
        const sung = notesOf(word);
        // slt speaks at up to 240 Hz (MIDI 58.9): the name's note is the key's note nearest that.
        for (const midi of sung) {
          expect(midi).toBeLessThanOrEqual(60);
          expect(scale).toContain((((midi - plan.root) % 12) + 12) % 12);
        }
        const others = line.words.filter((w) => w !== word).flatMap(notesOf);
        expect(Math.max(...others)).toBeGreaterThan(Math.max(...sung));
        called++;
      }
    }
    expect(called).toBeGreaterThanOrEqual(3);
  });

  it('keeps the chorus higher and wider than the verse', () => {
    for (const style of ['hip-hop', 'k-pop', 'kids', 'wedding'] as const) {
      const verse = sectionRange(style, 'verse');
      const chorus = sectionRange(style, 'chorus');
      expect(chorus[1]).toBeGreaterThan(verse[1]);
      expect(chorus[1] - chorus[0]).toBeGreaterThanOrEqual(verse[1] - verse[0]);
    }
  });

  it.each([
    ['k-pop', 'female'],
    ['hip-hop', 'male'],
  ] as const)('%s, %s voice: full band at 44.1 kHz (the 12–16 kHz band within 45 dB of the whole, ffmpeg)', (style, gender) => {
    const { lead } = renderStem(style, gender, 1, 314);
    const wav = writeWav(lead.subarray(0, 20 * SAMPLE_RATE), SAMPLE_RATE);
    const whole = bandLevelDb(wav);
    const air = bandLevelDb(wav, 12000, 16000);
    console.log(`${style} ${gender}: stem ${whole.toFixed(1)} dBFS, 12–16 kHz ${air.toFixed(1)} dBFS (${(air - whole).toFixed(1)} dB), >8 kHz ${(bandLevelDb(wav, 8000) - whole).toFixed(1)} dB`);
    expect(air - whole).toBeGreaterThan(-45);
  });
});

describe('"sounds like" spellings reach the voice, never the lyrics', () => {
  it("sings the user's spelling and the shipped default, while the karaoke words stay as written", () => {
    const style = 'kids';
    const seed = 21;
    const names = ['Siobhan', 'Nguyen', 'Olivia'];
    const { lyrics } = compose({ names, style, event: { kind: 'party' }, seed });
    const parsed = parseLyrics(lyrics);
    const plan = planSong(parsed, style, 1, seed);
    const renderer = new VocalRenderer(plan, parsed, 'female', seed, spokenNameWords(names, [{ name: 'Siobhan', soundsLike: 'shiv-awn' }]));
    const wanted = new Set(plan.vocalLines.filter((l) => /Siobhan|Nguyen/.test(parsed.lines[l.lineIndex]!.text)).slice(0, 3));
    const timed = renderer.render(new Float32Array(Math.round(plan.durationSec * SAMPLE_RATE)), (line) => wanted.has(line));
    const sung = renderer.spokenWords;
    const of = (name: string) => sung.filter((w) => w.word.includes(name)).map((w) => w.voiceText);
    expect(of('Siobhan').length + of('Nguyen').length).toBeGreaterThan(0);
    for (const text of of('Siobhan')) expect(text).toMatch(/^shiv-awn/);
    // Nguyen's default is its phones ("N W IH1 N"), sung through a stand-in token flite's lexicon addenda maps to them.
    const nguyen = spokenNameWords(['Nguyen']).get('nguyen')!;
    for (const text of of('Nguyen')) expect(text.startsWith(nguyen)).toBe(true);
    expect(sung.some((w) => /siobhan|nguyen/i.test(w.voiceText))).toBe(false);
    const shown = timed.flatMap((l) => l.words.map((w) => w.word)).join(' ');
    expect(shown).toMatch(/Siobhan|Nguyen/);
    expect(shown).not.toMatch(new RegExp(`shiv-awn|\\b${nguyen}\\b`));
  });
});
