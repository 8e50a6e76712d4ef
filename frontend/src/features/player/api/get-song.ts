import type { Schema } from '@boogy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/songs/{id}: cached 5 minutes (spec). Open to anyone holding the preview link. */
export const songQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/songs', id],
    queryFn: async () => required((await api.GET('/api/songs/{id}', { params: { path: { id } } })).data),
    staleTime: 5 * 60_000,
  });

export function useSong(id: string | null) {
  return useQuery({ ...songQueryOptions(id ?? ''), enabled: Boolean(id) });
}

export type Song = Schema<'Song'>;

/** The body of a successful answer (the client throws on any non-OK one). */
function required<T>(data: T | undefined): T {
  if (data === undefined) throw new Error('The server sent an empty answer');
  return data;
}
