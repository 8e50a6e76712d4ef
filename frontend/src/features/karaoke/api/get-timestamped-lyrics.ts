import type { Schema } from '@boogy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

export type TimestampedLyrics = Schema<'TimestampedLyrics'>;

/** GET /api/songs/{id}/timestamped-lyrics: never cached (spec). */
export const timestampedLyricsQueryOptions = (songId: string, version: number) =>
  queryOptions({
    queryKey: ['/api/songs', songId, 'timestamped-lyrics', version],
    queryFn: async () => dataOf(await api.GET('/api/songs/{id}/timestamped-lyrics', { params: { path: { id: songId }, query: { version } } })),
    staleTime: 0,
    gcTime: 0,
    // Word timings arrive with the full tracks, a little after the previews: look again every 5 s
    // (for at most 5 minutes) while none are there.
    refetchInterval: (query) => (query.state.data?.hasTimestampedLyrics || query.state.dataUpdateCount >= 60 ? false : 5000),
  });

export function useTimestampedLyrics(songId: string, version: number) {
  return useQuery(timestampedLyricsQueryOptions(songId, version));
}

