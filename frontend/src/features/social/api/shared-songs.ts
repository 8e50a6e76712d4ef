import type { Schema } from '@boogy/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

export type SharedSong = Schema<'SharedSong'>;

export const sharedSongsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/friends/shared-songs'], queryFn: async () => dataOf(await api.GET('/api/friends/shared-songs')) });

export const unreadSharedCountQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/friends/shared-songs/unread-count'],
    queryFn: async () => dataOf(await api.GET('/api/friends/shared-songs/unread-count')),
  });

export function useSharedSongs() {
  return useQuery({ ...sharedSongsQueryOptions(), refetchOnMount: 'always' });
}

export function useUnreadSharedCount(enabled = true) {
  return useQuery({ ...unreadSharedCountQueryOptions(), enabled });
}

/** POST /api/friends/shared-songs/{id}/read: the list and the badge update at once, then refetch. */
export function useMarkSharedSongRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => dataOf(await api.POST('/api/friends/shared-songs/{id}/read', { params: { path: { id } } })),
    onSuccess: ({ id }) => {
      queryClient.setQueryData(sharedSongsQueryOptions().queryKey, (list) => list?.map((s) => (s.id === id ? { ...s, isRead: true } : s)));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedSongsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: unreadSharedCountQueryOptions().queryKey }),
      ]),
  });
}
