import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
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

const isOutcome = (status: MusicStatus) => status.status === 'completed' || status.status === 'failed';

/**
 * Follows the render for at most 5 minutes (spec). The server pushes each change (Server-Sent
 * Events), so a version's preview shows the moment it is playable; without them (no EventSource,
 * or the stream fails) TanStack Query polls every 5 s instead. Bad answers are skipped; it stops on
 * completed, failed, the time limit or unmount.
 */
export function useMusicPolling(taskId: string | null, handlers: PollingHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  // The task whose push broke off (then TanStack Query polls it, until an outcome), and the task that timed out.
  const [pushBrokenFor, setPushBrokenFor] = useState<string | null>(null);
  const [overFor, setOverFor] = useState<string | null>(null);
  const finished = useRef<string | null>(null);

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
    const limit = setTimeout(() => {
      if (finished.current === taskId) return;
      finished.current = taskId;
      setOverFor(taskId);
      latest.current.onTimeout();
    }, POLL_LIMIT_MS);
    if (typeof EventSource !== 'function') return () => clearTimeout(limit);
    const events = new EventSource(musicStatusEventsUrl(taskId), { withCredentials: true });
    events.onmessage = (event: MessageEvent<string>) => {
      const status = parseMusicStatusEvent(event.data);
      if (status && handle(taskId, status)) events.close();
    };
    // A stream that ends or fails before the outcome (the server's 5-minute cap included): poll, at once.
    events.onerror = () => {
      events.close();
      if (finished.current !== taskId) setPushBrokenFor(taskId);
    };
    return () => {
      clearTimeout(limit);
      events.close();
    };
  }, [taskId, handle]);

  const noPush = typeof EventSource !== 'function';
  const pollThisTask = taskId !== null && overFor !== taskId && (noPush || pushBrokenFor === taskId);
  const { data } = useQuery({
    queryKey: ['music-status', taskId],
    queryFn: () => (taskId ? fetchMusicStatus(taskId) : Promise.resolve(null)),
    enabled: pollThisTask,
    refetchInterval: (query) => (query.state.data && isOutcome(query.state.data) ? false : POLL_INTERVAL_MS),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

  useEffect(() => {
    if (pollThisTask && taskId && data) handle(taskId, data);
  }, [data, pollThisTask, taskId, handle]);
}
