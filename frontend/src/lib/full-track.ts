import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { songQueryOptions, type SongView } from '@/lib/song-query';

/**
 * Whether a song's full-length tracks exist. The previews come first; the render then stores every
 * track's full file and sets the song's `status` to `completed` in one transaction. Until then the
 * download answers 409, so a paid song's download waits for this.
 */
export const hasFullTrack = (song: Pick<SongView, 'status'>): boolean => song.status === 'completed';

export const FULL_TRACK_POLL_MS = 3000;

/** checking: first answer pending; finishing: still rendering; failed: the render gave up. */
export type FullTrackState = 'checking' | 'finishing' | 'ready' | 'failed';

const settled = (song: Pick<SongView, 'status'> | undefined) => song?.status === 'completed' || song?.status === 'failed';

/**
 * A paid song's full track: ready at once when `known` (a song view the caller already holds) says
 * so, else polls GET /api/songs/{id} until the render completes or fails. `onReady` runs once when
 * polling sees it finish (e.g. to refresh a list holding the old view).
 */
export function useFullTrack(songId: string, known?: Pick<SongView, 'status'>, onReady?: () => void): FullTrackState {
  const knownSettled = known !== undefined && settled(known);
  const { data } = useQuery({
    ...songQueryOptions(songId),
    enabled: !knownSettled,
    refetchInterval: (query) => (settled(query.state.data) ? false : FULL_TRACK_POLL_MS),
  });
  // Prefer a finished answer from either source: the caller's view may be older than the poll.
  const song = known && (settled(known) || !data) ? known : data;
  const state: FullTrackState = !song ? 'checking' : hasFullTrack(song) ? 'ready' : song.status === 'failed' ? 'failed' : 'finishing';

  const sawUnfinished = useRef(false);
  const latestOnReady = useRef(onReady);
  useEffect(() => {
    latestOnReady.current = onReady;
  });
  useEffect(() => {
    if (state === 'finishing') sawUnfinished.current = true;
    if (state !== 'ready' || !sawUnfinished.current) return;
    sawUnfinished.current = false;
    latestOnReady.current?.();
  }, [state]);
  return state;
}
