import type { Schema } from '@boogy/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

export type Friend = Schema<'Friend'>;
export type FriendSearchResult = Schema<'FriendSearchResult'>;
export type PendingFriendRequest = Schema<'PendingFriendRequest'>;
export type SentFriendRequest = Schema<'SentFriendRequest'>;

export const friendsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/friends'], queryFn: async () => dataOf(await api.GET('/api/friends')) });

export const receivedRequestsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/friends/requests/pending'], queryFn: async () => dataOf(await api.GET('/api/friends/requests/pending')) });

export const sentRequestsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/friends/requests/sent'], queryFn: async () => dataOf(await api.GET('/api/friends/requests/sent')) });

export const friendSearchQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['/api/friends/search', email],
    queryFn: async () => dataOf(await api.GET('/api/friends/search', { params: { query: { q: email } } })),
    staleTime: 0,
    retry: false,
  });

/** GET /api/friends (the share modal asks only while open). */
export function useFriends(enabled = true) {
  return useQuery({ ...friendsQueryOptions(), enabled });
}

export function useReceivedRequests() {
  return useQuery(receivedRequestsQueryOptions());
}

export function useSentRequests() {
  return useQuery(sentRequestsQueryOptions());
}

/** Searches only once the visitor asked (`email` set). */
export function useFriendSearch(email: string | null) {
  return useQuery({ ...friendSearchQueryOptions(email ?? ''), enabled: Boolean(email) });
}

/** After any change, every friends list (and a shown search result) is fetched again. */
function useRefreshFriends() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      ['/api/friends', '/api/friends/requests/pending', '/api/friends/requests/sent', '/api/friends/search'].map((key) =>
        queryClient.invalidateQueries({ queryKey: [key] }),
      ),
    );
}

export function useSendFriendRequest() {
  const refresh = useRefreshFriends();
  return useMutation({
    mutationFn: async (receiverId: string) => dataOf(await api.POST('/api/friends/request', { body: { receiverId } })),
    onSettled: refresh,
  });
}

export function useAcceptFriendRequest() {
  const refresh = useRefreshFriends();
  return useMutation({
    mutationFn: async (id: string) => dataOf(await api.POST('/api/friends/requests/{id}/accept', { params: { path: { id } } })),
    onSettled: refresh,
  });
}

export function useDeclineFriendRequest() {
  const refresh = useRefreshFriends();
  return useMutation({
    mutationFn: async (id: string) => dataOf(await api.POST('/api/friends/requests/{id}/decline', { params: { path: { id } } })),
    onSettled: refresh,
  });
}

export function useCancelFriendRequest() {
  const refresh = useRefreshFriends();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.DELETE('/api/friends/requests/{id}', { params: { path: { id } } });
    },
    onSettled: refresh,
  });
}

export function useRemoveFriend() {
  const refresh = useRefreshFriends();
  return useMutation({
    mutationFn: async (friendId: string) => {
      await api.DELETE('/api/friends/{id}', { params: { path: { id: friendId } } });
    },
    onSettled: refresh,
  });
}
