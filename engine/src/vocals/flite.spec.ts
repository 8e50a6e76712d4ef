import { FLITE_SAMPLE_RATE, fliteReadOnlyMemory, speak, speakParts, speakWithFreshInstance, type FliteVoice } from './flite';
import { splitWords } from './dsp';

describe('flite (one reused instance per thread)', () => {
  const lines: [string, FliteVoice, number, number][] = [
    ['happy. birthday. to. you.', 'slt', 210, 1.2],
    ['alice. is. the. queen. of. the. night.', 'rms', 110, 0.9],
    ['la.', 'awb', 130, 1.3],
    ['supercalifragilistic. xiaoming. dmitri.', 'slt', 180, 1],
    ['we. dance. all. night. long. with. bob.', 'awb', 125, 1.1],
  ];

  it('speaks every line byte for byte as a brand-new instance does, in any order', () => {
    const reused = [...lines, ...lines.slice().reverse()].map(([text, voice, f0, stretch]) => speak(text, { voice, f0, durationStretch: stretch }));
    const fresh = [...lines, ...lines.slice().reverse()].map(([text, voice, f0, stretch]) => speakWithFreshInstance(text, { voice, f0, durationStretch: stretch }));
    reused.forEach((audio, i) => {
      expect(audio.length).toBeGreaterThan(0.1 * FLITE_SAMPLE_RATE);
      expect(Buffer.from(audio.buffer).equals(Buffer.from(fresh[i]!.buffer))).toBe(true);
    });
  });

  it('says a repeated line again from memory: the same samples, in a fresh array each time', () => {
    const options = { voice: 'rms' as const, f0: 118, durationStretch: 1.3 };
    const first = speak('put. your. hands. up.', options);
    first.fill(0);
    const again = speak('put. your. hands. up.', options);
    expect(again).not.toBe(first);
    expect(Buffer.from(again.buffer).equals(Buffer.from(speakWithFreshInstance('put. your. hands. up.', options).buffer))).toBe(true);
  });

  it('never writes into the voice data it does not restore', () => {
    for (const [text, voice, f0] of lines) speak(text, { voice, f0 });
    const { now, original } = fliteReadOnlyMemory();
    expect(now.length).toBeGreaterThan(1_000_000);
    expect(Buffer.from(now).equals(Buffer.from(original))).toBe(true);
  });

  it('cuts a line into its words where flite paused, even a name whose "k" is quieter than the pauses', () => {
    const text = 'hop. hop. nicole. come. along.';
    const { audio, parts } = speakParts(text, { voice: 'slt', f0: 200, durationStretch: 1.3 }, 5);
    expect(parts).toHaveLength(5);
    const seconds = parts!.map((p) => (p.end - p.start) / FLITE_SAMPLE_RATE);
    // "nicole" is whole (n-ih-k-ow-l, over half a second), not its first syllable…
    expect(seconds[2]).toBeGreaterThan(0.5);
    // …which is where cutting at the four quietest moments puts the word.
    const quietest = splitWords(audio, FLITE_SAMPLE_RATE, 5)!;
    expect((quietest[2]!.end - quietest[2]!.start) / FLITE_SAMPLE_RATE).toBeLessThan(0.3);
    // Parts are in order and never overlap.
    for (let i = 1; i < parts!.length; i++) expect(parts![i]!.start).toBeGreaterThanOrEqual(parts![i - 1]!.end);
    // A count flite did not pause for gives no parts (the caller falls back).
    expect(speakParts(text, { voice: 'slt', f0: 200, durationStretch: 1.3 }, 4).parts).toBeUndefined();
  });
});
