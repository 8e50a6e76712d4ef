import type { Schema } from '@boogy/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

export type JukeboxSong = Schema<'Song'>;

/** GET /api/user/purchased-songs: always refetched when the jukebox opens (spec). */
export const purchasedSongsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/user/purchased-songs'],
    queryFn: async () => dataOf(await api.GET('/api/user/purchased-songs')),
    staleTime: 0,
  });

export function usePurchasedSongs() {
  return useQuery({ ...purchasedSongsQueryOptions(), refetchOnMount: 'always' });
}

/**
 * GET /api/user/songs: every song of the account, paid or still a free preview (within its 24 h),
 * including the ones made as a guest on this browser before signing up or in (the server claims
 * them on this request). Always refetched when the jukebox opens.
 */
export const userSongsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/user/songs'],
    queryFn: async () => dataOf(await api.GET('/api/user/songs')),
    staleTime: 0,
  });

export function useUserSongs() {
  return useQuery({ ...userSongsQueryOptions(), refetchOnMount: 'always' });
}

/** PATCH /api/songs/{id}: the title only. */
export function useRenameSong() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, title }: { id: string; title: string }) => dataOf(await api.PATCH('/api/songs/{id}', { params: { path: { id } }, body: { title } })),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: purchasedSongsQueryOptions().queryKey }), queryClient.invalidateQueries({ queryKey: userSongsQueryOptions().queryKey })]),
  });
}

/** DELETE /api/songs/{id} (204). */
export function useDeleteSong() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.DELETE('/api/songs/{id}', { params: { path: { id } } });
    },
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: purchasedSongsQueryOptions().queryKey }), queryClient.invalidateQueries({ queryKey: userSongsQueryOptions().queryKey })]),
  });
}

