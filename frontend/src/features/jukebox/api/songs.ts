import type { Schema } from '@boogy/contracts';
import { useMemo } from 'react';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

export type JukeboxSong = Schema<'Song'>;

/** The most songs the lists answer per request (openapi.yaml: listPurchasedSongs' limit maximum). */
const LARGEST_PAGE = 100;

/**
 * GET /api/user/purchased-songs, every page (the account page shows the whole collection and
 * counts it): always refetched when the jukebox opens (spec).
 */
export const purchasedSongsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/user/purchased-songs'],
    queryFn: async () => {
      const songs: JukeboxSong[] = [];
      let cursor: string | undefined;
      do {
        const page = dataOf(await api.GET('/api/user/purchased-songs', { params: { query: { limit: LARGEST_PAGE, cursor } } }));
        songs.push(...page.items);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return songs;
    },
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
  infiniteQueryOptions({
    queryKey: ['/api/user/songs'],
    queryFn: async ({ pageParam }) => dataOf(await api.GET('/api/user/songs', { params: { query: { cursor: pageParam ?? undefined } } })),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

/** The jukebox's songs a page at a time (newest first): `songs` so far, `fetchNextPage` for more. */
export function useUserSongs() {
  const query = useInfiniteQuery({ ...userSongsQueryOptions(), refetchOnMount: 'always' });
  const songs = useMemo(() => query.data?.pages.flatMap((page) => page.items), [query.data]);
  return { ...query, songs };
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

