import { KaraokeTimeline, normalizeWord } from './timeline';

const word = (w: string, start: number, end: number) => ({ word: w, start, end });
const LINES = [
  { start: 2, end: 4, words: [word('Hey', 2, 2.5), word('Maya,', 2.6, 3.2), word('dance', 3.3, 4)] },
  { start: 4.2, end: 6, words: [word('Leo', 4.2, 4.8), word('spins', 5, 6)] },
  { start: 9, end: 10, words: [word('Maya’s', 9, 10)] },
];
const MOVES = [{ name: 'Maya', move: 'The Robot' }, { name: 'Leo', move: 'Moonwalk' }];

describe('KaraokeTimeline', () => {
  const timeline = new KaraokeTimeline(LINES, ['Maya', 'Leo'], MOVES);

  it('finds names whatever their punctuation, case or possessive', () => {
    expect(normalizeWord("Maya's,")).toBe('maya');
    expect(timeline.nameOf).toEqual([[-1, 0, -1], [1, -1], [0]]);
  });

  it('brings a line up half a second early, never before the previous line ends', () => {
    expect(timeline.at(1.4)).toMatchObject({ line: -1, word: -1 });
    expect(timeline.at(1.5)).toMatchObject({ line: 0, word: -1, started: 0 });
    // Line 1 starts 0.2 s after line 0's last word: it waits for that word to end.
    expect(timeline.at(3.9)).toMatchObject({ line: 0, word: 2 });
    expect(timeline.at(4.0)).toMatchObject({ line: 1, word: -1 });
  });

  it('keeps a word lit until the next one starts, and the last one briefly after its end', () => {
    expect(timeline.at(2.55)).toMatchObject({ line: 0, word: 0, started: 1 });
    expect(timeline.at(4.9)).toMatchObject({ line: 1, word: 0, started: 1 });
    expect(timeline.at(6.2)).toMatchObject({ line: 1, word: 1, started: 2 });
    expect(timeline.at(6.5)).toMatchObject({ line: 1, word: -1, started: 2 });
  });

  it('shows a name’s dance move from when it is sung until the next name, or 3 s after the name', () => {
    expect(timeline.at(2.5).move).toBe(-1);
    expect(timeline.at(2.6).move).toBe(0);
    expect(timeline.at(4.2).move).toBe(1);
    expect(timeline.at(7.7).move).toBe(1);
    expect(timeline.at(7.9).move).toBe(-1);
    expect(timeline.at(9.5).move).toBe(0);
  });

  it('gives two instants the same key only when they look the same', () => {
    expect(timeline.at(2.7).key).toBe(timeline.at(3.1).key);
    expect(timeline.at(2.7).key).not.toBe(timeline.at(3.4).key);
  });
});
