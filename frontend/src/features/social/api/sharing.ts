import type { Schema } from '@boogy/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

export type ShareKind = Schema<'ShareKind'>;
export type PublicShare = Schema<'PublicShare'>;

/** POST /api/songs/{id}/share-with-friend, once per friend. */
export async function shareWithFriend(songId: string, body: { friendId: string; shareType: ShareKind; message: string | null }) {
  return dataOf(await api.POST('/api/songs/{id}/share-with-friend', { params: { path: { id: songId } }, body }));
}

/** POST /api/songs/{id}/share: a public /shared/{id} link (the song's owner only). */
export async function createShareLink(songId: string, shareType: ShareKind) {
  return dataOf(await api.POST('/api/songs/{id}/share', { params: { path: { id: songId } }, body: { shareType } }));
}

export function useCreateShareLink() {
  return useMutation({
    mutationFn: ({ songId, shareType }: { songId: string; shareType: ShareKind }) => createShareLink(songId, shareType),
  });
}

export const publicShareQueryOptions = (shareId: string) =>
  queryOptions({
    queryKey: ['/api/shares', shareId],
    queryFn: async () => dataOf(await api.GET('/api/shares/{shareId}', { params: { path: { shareId } } })),
    retry: false,
  });

export function usePublicShare(shareId: string) {
  return useQuery(publicShareQueryOptions(shareId));
}
