import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchMusicStatus, musicStatusEventsUrl, parseMusicStatusEvent, type MusicStatus } from '../api/music-status';

export const POLL_INTERVAL_MS = 5000;
/** A render still going after this long (full tracks queued behind other songs) is polled less often. */
export const SLOW_POLL_AFTER_MS = 5 * 60 * 1000;
export const SLOW_POLL_INTERVAL_MS = 15_000;
/** How soon a stream that ended without an outcome is opened again. */
export const RECONNECT_DELAY_MS = 1000;
/** Streams that break off this many times in a row (a proxy that drops them): poll instead. */
const MAX_RECONNECTS = 3;

interface PollingHandlers {
  /** Every good answer (tracks appear here as soon as their previews are playable). */
  onStatus: (status: MusicStatus) => void;
  onCompleted: (status: MusicStatus) => void;
  /** Only when the server says the render failed. */
  onFailed: (message: string) => void;
}

const isOutcome = (status: MusicStatus) => status.status === 'completed' || status.status === 'failed';

/**
 * Follows the render until the server gives an outcome (completed or failed): a slow full render
 * is never taken for a failure. The server pushes each change (Server-Sent Events), so a version's
 * preview shows the moment it is playable. A stream that ends without an outcome (the server closes
 * each one after a while) is opened again; one that keeps breaking, or no EventSource at all, makes
 * TanStack Query poll instead. Bad answers are skipped; it stops on an outcome or unmount.
 */
export function useMusicPolling(taskId: string | null, handlers: PollingHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  // The task whose push keeps breaking off (then TanStack Query polls it, until an outcome).
  const [pushBrokenFor, setPushBrokenFor] = useState<string | null>(null);
  const finished = useRef<string | null>(null);
  const startedAt = useRef(0);

  /** Hands one status to the screen; true once the render has an outcome (nothing more to follow). */
  const handle = useCallback((id: string, status: MusicStatus): boolean => {
    if (finished.current === id) return true;
    latest.current.onStatus(status);
    if (status.status === 'completed') latest.current.onCompleted(status);
    if (status.status === 'failed') latest.current.onFailed(status.message ?? 'Failed to generate music');
    if (!isOutcome(status)) return false;
    finished.current = id;
    return true;
  }, []);

  useEffect(() => {
    if (!taskId) return;
    finished.current = null;
    startedAt.current = Date.now();
    if (typeof EventSource !== 'function') return;
    let events: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let breaks = 0;
    const open = () => {
      const stream = new EventSource(musicStatusEventsUrl(taskId), { withCredentials: true });
      events = stream;
      stream.onmessage = (event: MessageEvent<string>) => {
        breaks = 0;
        const status = parseMusicStatusEvent(event.data);
        if (status && handle(taskId, status)) stream.close();
      };
      // The stream ended or failed before the outcome (the server's stream lifetime included): open it again.
      stream.onerror = () => {
        stream.close();
        if (finished.current === taskId) return;
        breaks += 1;
        if (breaks > MAX_RECONNECTS) setPushBrokenFor(taskId);
        else retry = setTimeout(open, RECONNECT_DELAY_MS);
      };
    };
    open();
    return () => {
      clearTimeout(retry);
      events?.close();
    };
  }, [taskId, handle]);

  const noPush = typeof EventSource !== 'function';
  const pollThisTask = taskId !== null && (noPush || pushBrokenFor === taskId);
  const { data } = useQuery({
    queryKey: ['music-status', taskId],
    queryFn: () => (taskId ? fetchMusicStatus(taskId) : Promise.resolve(null)),
    enabled: pollThisTask,
    refetchInterval: (query) => {
      if (query.state.data && isOutcome(query.state.data)) return false;
      return Date.now() - startedAt.current > SLOW_POLL_AFTER_MS ? SLOW_POLL_INTERVAL_MS : POLL_INTERVAL_MS;
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

  useEffect(() => {
    if (pollThisTask && taskId && data) handle(taskId, data);
  }, [data, pollThisTask, taskId, handle]);
}
