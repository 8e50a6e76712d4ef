import type { Schema } from '@boogy/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SongView = Schema<'Song'>;

/**
 * GET /api/songs/{id}: cached 5 minutes (spec). Open to anyone holding the preview link. Shared by
 * the player (preview link) and every download control, so they read one cache entry.
 */
export const songQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/songs', id],
    queryFn: async () => {
      const { data } = await api.GET('/api/songs/{id}', { params: { path: { id } } });
      if (data === undefined) throw new Error('The server sent an empty answer');
      return data;
    },
    staleTime: 5 * 60_000,
  });
