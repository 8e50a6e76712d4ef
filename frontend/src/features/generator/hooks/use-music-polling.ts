import { useEffect, useRef } from 'react';
import { fetchMusicStatus, type MusicStatus } from '../api/music-status';

export const POLL_INTERVAL_MS = 5000;
export const POLL_LIMIT_MS = 5 * 60 * 1000;

interface PollingHandlers {
  /** Every good answer (tracks appear here as soon as their previews are playable). */
  onStatus: (status: MusicStatus) => void;
  onCompleted: (status: MusicStatus) => void;
  onFailed: (message: string) => void;
  /** Five minutes without an outcome. */
  onTimeout: () => void;
}

/**
 * Polls the render every 5 s for at most 5 minutes (spec). Bad answers are skipped and polling
 * goes on; it stops on completed, failed, the time limit or unmount.
 */
export function useMusicPolling(taskId: string | null, handlers: PollingHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!taskId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();
    const poll = async () => {
      const status = await fetchMusicStatus(taskId);
      if (stopped) return;
      if (status) {
        latest.current.onStatus(status);
        if (status.status === 'completed') {
          latest.current.onCompleted(status);
          return;
        }
        if (status.status === 'failed') {
          latest.current.onFailed(status.message ?? 'Failed to generate music');
          return;
        }
      }
      if (Date.now() - startedAt >= POLL_LIMIT_MS) {
        latest.current.onTimeout();
        return;
      }
      timer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
    };
    timer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [taskId]);
}
