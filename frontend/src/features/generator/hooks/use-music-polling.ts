import { useEffect, useRef } from 'react';
import { fetchMusicStatus, musicStatusEventsUrl, parseMusicStatusEvent, type MusicStatus } from '../api/music-status';

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
 * Follows the render for at most 5 minutes (spec). The server pushes each change (Server-Sent
 * Events), so a version's preview shows the moment it is playable; without them (no EventSource,
 * or the stream fails) it polls every 5 s instead. Bad answers are skipped; it stops on
 * completed, failed, the time limit or unmount.
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
    let events: EventSource | undefined;
    const startedAt = Date.now();

    /** True once the render has an outcome (nothing more to follow). */
    const handle = (status: MusicStatus): boolean => {
      latest.current.onStatus(status);
      if (status.status === 'completed') {
        latest.current.onCompleted(status);
        return true;
      }
      if (status.status === 'failed') {
        latest.current.onFailed(status.message ?? 'Failed to generate music');
        return true;
      }
      return false;
    };

    const poll = async () => {
      const status = await fetchMusicStatus(taskId);
      if (stopped) return;
      if (status && handle(status)) return;
      if (Date.now() - startedAt >= POLL_LIMIT_MS) {
        latest.current.onTimeout();
        return;
      }
      timer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
    };

    const fallBackToPolling = () => {
      events?.close();
      events = undefined;
      if (stopped) return;
      // Straight away when the push broke off mid-render, so no change waits a whole interval.
      timer = setTimeout(() => void poll(), Math.min(POLL_INTERVAL_MS, Math.max(0, startedAt + POLL_INTERVAL_MS - Date.now())));
    };

    if (typeof EventSource === 'function') {
      events = new EventSource(musicStatusEventsUrl(taskId), { withCredentials: true });
      events.onmessage = (event: MessageEvent<string>) => {
        const status = parseMusicStatusEvent(event.data);
        if (stopped || !status) return;
        if (handle(status)) {
          stopped = true;
          events?.close();
        }
      };
      // A stream that ends or fails before the outcome (the server's 5-minute cap included): poll.
      events.onerror = () => fallBackToPolling();
    } else {
      timer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
    }
    return () => {
      stopped = true;
      events?.close();
      clearTimeout(timer);
    };
  }, [taskId]);
}
