import { letPreviewsGoFirst } from './worker/previews-first';

/**
 * Long per-sample loops are run as many calls of a small function, PIECE_SAMPLES at a time: V8
 * fully optimises a function called hundreds of times, while one long loop runs in on-stack-
 * replaced code that boxes its numbers (3–4× slower in mastering, the band and resampling).
 * Each sample is computed exactly as in one loop. Between pieces a whole-song render gives way
 * to previews (worker/previews-first.ts).
 */
export const PIECE_SAMPLES = 4096;

/** Calls `piece(start, end)` for consecutive pieces of [from, to). */
export function inPieces(from: number, to: number, piece: (start: number, end: number) => void): void {
  for (let at = from; at < to; at += PIECE_SAMPLES) {
    letPreviewsGoFirst();
    piece(at, Math.min(to, at + PIECE_SAMPLES));
  }
}
