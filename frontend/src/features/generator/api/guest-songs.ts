import type { Schema } from '@boogy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

export type GuestSong = Schema<'GuestSong'>;

/** GET /api/guest/songs: the songs this browser's guest made in the last 24 h, newest first. */
export const guestSongsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/guest/songs'],
    queryFn: async () => dataOf(await api.GET('/api/guest/songs')),
    staleTime: 0,
  });

/** Only for guests: a signed-in user's songs are in the jukebox. */
export function useGuestSongs(enabled: boolean) {
  return useQuery({ ...guestSongsQueryOptions(), enabled });
}
