import type { Schema } from '@boogy/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type JukeboxSong = Schema<'Song'>;

/** GET /api/user/purchased-songs: always refetched when the jukebox opens (spec). */
export const purchasedSongsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/user/purchased-songs'],
    queryFn: async () => required((await api.GET('/api/user/purchased-songs')).data),
    staleTime: 0,
  });

export function usePurchasedSongs() {
  return useQuery({ ...purchasedSongsQueryOptions(), refetchOnMount: 'always' });
}

/** PATCH /api/songs/{id}: the title only. */
export function useRenameSong() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, title }: { id: string; title: string }) => required((await api.PATCH('/api/songs/{id}', { params: { path: { id } }, body: { title } })).data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchasedSongsQueryOptions().queryKey }),
  });
}

/** DELETE /api/songs/{id} (204). */
export function useDeleteSong() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.DELETE('/api/songs/{id}', { params: { path: { id } } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchasedSongsQueryOptions().queryKey }),
  });
}

/** The body of a successful answer (the client throws on any non-OK one). */
function required<T>(data: T | undefined): T {
  if (data === undefined) throw new Error('The server sent an empty answer');
  return data;
}
