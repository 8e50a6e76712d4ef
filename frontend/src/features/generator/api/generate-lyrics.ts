import type { Schema } from '@boogy/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type LyricsRequest = Schema<'GenerateLyricsRequest'>;
export type GeneratedLyrics = Schema<'GeneratedLyrics'>;

/** POST /api/generate-lyrics: AI lyrics and dance moves for the names (free, open to guests). */
export async function generateLyrics(body: LyricsRequest): Promise<GeneratedLyrics> {
  const { data } = await api.POST('/api/generate-lyrics', { body });
  return required(data);
}

export function useGenerateLyrics() {
  return useMutation({ mutationFn: generateLyrics });
}

/** The body of a successful answer (the client throws on any non-OK one). */
function required<T>(data: T | undefined): T {
  if (data === undefined) throw new Error('The server sent an empty answer');
  return data;
}
