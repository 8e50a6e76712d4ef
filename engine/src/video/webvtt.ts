import type { TimedLine } from '../types';

/** 83.5 → "00:01:23.500" (WebVTT's hours:minutes:seconds.milliseconds). */
export function vttTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** Cue text may not hold "-->" nor raw markup characters. */
const escapeCue = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Karaoke captions as WebVTT: one cue per sung line, each word after the first preceded by its
 * timestamp tag (players that support it colour words as they are sung; the rest show the line).
 * Lines starting at or after `untilSec` are left out and a cue never runs past it.
 */
export function karaokeWebVtt(lines: readonly TimedLine[], untilSec = Infinity): string {
  const cues: string[] = [];
  for (const line of lines) {
    const words = line.words.filter((w) => w.word.trim() !== '');
    if (words.length === 0) continue;
    const start = words[0]!.start;
    const end = Math.min(Math.max(line.end, words[words.length - 1]!.end), untilSec);
    if (start >= untilSec || end <= start) continue;
    const text = words.map((w, i) => (i === 0 || w.start >= end ? '' : `<${vttTime(w.start)}>`) + escapeCue(w.word)).join(' ');
    cues.push(`${cues.length + 1}\n${vttTime(start)} --> ${vttTime(end)}\n${text}`);
  }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
