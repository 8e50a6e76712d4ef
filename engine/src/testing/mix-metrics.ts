import { execFileSync } from 'node:child_process';
import { planSong } from '../music/arrangement';
import { parseLyrics } from '../lyrics';
import type { SongStyle, TrackVersion } from '../types';
import { writeTemp } from './audio-tools';

/**
 * How a mix is spread and paced, measured from outside: side/mid energy of the decoded stereo
 * (a produced pop track sits 6–20 dB under), the loss when it is folded to mono (a phasey mix
 * loses more than its side energy), and the tempo the arrangement chose.
 */
export interface StereoFigures {
  /** 10·log10(side energy / mid energy), side = (L−R)/2, mid = (L+R)/2. */
  sideMidDb: number;
  /** Loudness (RMS) of the mono fold-down (L+R)/2 against the mean RMS of L and R, dB (≤ 0). */
  monoLossDb: number;
}

/** Decodes an MP3 (or any file ffmpeg reads) to 44.1 kHz stereo float samples. */
export function decodeStereo(file: string): { left: Float32Array; right: Float32Array } {
  const pcm = execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-f', 'f32le', '-ac', '2', '-ar', '44100', '-'], { maxBuffer: 1 << 28 });
  const all = new Float32Array(pcm.buffer, pcm.byteOffset, pcm.length / 4);
  const n = all.length / 2;
  const left = new Float32Array(n);
  const right = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    left[i] = all[2 * i]!;
    right[i] = all[2 * i + 1]!;
  }
  return { left, right };
}

export function stereoFigures(left: Float32Array, right: Float32Array): StereoFigures {
  let mid = 0;
  let side = 0;
  let l2 = 0;
  let r2 = 0;
  for (let i = 0; i < left.length; i++) {
    const l = left[i]!;
    const r = right[i]!;
    mid += ((l + r) / 2) ** 2;
    side += ((l - r) / 2) ** 2;
    l2 += l * l;
    r2 += r * r;
  }
  const stereoRms = (Math.sqrt(l2 / left.length) + Math.sqrt(r2 / left.length)) / 2;
  return {
    sideMidDb: 10 * Math.log10(Math.max(side, 1e-20) / Math.max(mid, 1e-20)),
    monoLossDb: 20 * Math.log10(Math.sqrt(mid / left.length) / Math.max(stereoRms, 1e-12)),
  };
}

/** Side/mid and mono loss of an encoded file (the MP3 a listener gets). */
export function stereoFiguresOfMp3(mp3: Buffer): StereoFigures {
  const { left, right } = decodeStereo(writeTemp(mp3, 'mp3'));
  return stereoFigures(left, right);
}

/** The tempo the arrangement picks for these inputs (the plan is what the band plays). */
export function plannedTempo(lyrics: string, style: SongStyle, version: TrackVersion, seed: number): number {
  return planSong(parseLyrics(lyrics), style, version, seed >>> 0).bpm;
}
