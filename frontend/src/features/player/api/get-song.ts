import { useQuery } from '@tanstack/react-query';
import { songQueryOptions, type SongView } from '@/lib/song-query';

export { songQueryOptions };
export type Song = SongView;

export function useSong(id: string | null) {
  return useQuery({ ...songQueryOptions(id ?? ''), enabled: Boolean(id) });
}
