import { karaokeWebVtt, vttTime } from './webvtt';

const word = (w: string, start: number, end: number) => ({ word: w, start, end });

describe('karaokeWebVtt', () => {
  it('writes one cue per line with each later word’s timestamp, escaped, and stops at the cut', () => {
    const vtt = karaokeWebVtt([
      { start: 1.2, end: 2.9, words: [word('Maya', 1.2, 1.7), word('<dances>', 1.8, 2.4), word('&', 2.5, 2.9)] },
      { start: 62, end: 63.5, words: [word('Encore', 62, 63.5)] },
      { start: 90, end: 91, words: [word('Later', 90, 91)] },
    ], 63);
    expect(vtt).toBe(
      'WEBVTT\n\n' +
        '1\n00:00:01.200 --> 00:00:02.900\nMaya <00:00:01.800>&lt;dances&gt; <00:00:02.500>&amp;\n\n' +
        '2\n00:01:02.000 --> 00:01:03.000\nEncore\n',
    );
  });

  it('formats hours, minutes and milliseconds', () => {
    expect(vttTime(3723.0456)).toBe('01:02:03.046');
    expect(vttTime(-1)).toBe('00:00:00.000');
  });
});
