/** The free preview is the first 40 seconds (spec). The server serves only that file anyway. */
export const PREVIEW_LIMIT_SECONDS = 40;

/** Where a seek may go: finite and non-negative, and within the preview for an unpaid song. */
export function allowedSeek(target: number, isPaid: boolean): number | null {
  if (!Number.isFinite(target) || target < 0) return null;
  if (!isPaid && target > PREVIEW_LIMIT_SECONDS) return null;
  return target;
}

/** Pressing play on an unpaid song at or beyond 40 s restarts it from 0. */
export function startPosition(currentTime: number, isPaid: boolean): number {
  return !isPaid && currentTime >= PREVIEW_LIMIT_SECONDS ? 0 : currentTime;
}

export function reachedPreviewLimit(currentTime: number, isPaid: boolean): boolean {
  return !isPaid && currentTime >= PREVIEW_LIMIT_SECONDS;
}

