import { useEffect, useState } from 'react';

/** About 1.67 points per second: the bar reaches 100 in about 60 s (spec). */
export const PROGRESS_PER_SECOND = 1.67;

export function progressAt(elapsedMs: number, hasAudio: boolean): number {
  if (hasAudio) return 100;
  return Math.min(100, Math.round((elapsedMs / 1000) * PROGRESS_PER_SECOND));
}

/** The generation progress bar: climbs while there is no audio, 100 as soon as audio arrives. */
export function useGenerationProgress(startedAt: number | null, hasAudio: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null || hasAudio) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [startedAt, hasAudio]);
  if (startedAt === null) return 0;
  return progressAt(Math.max(0, now - startedAt), hasAudio);
}
