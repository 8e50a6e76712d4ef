import type { Schema } from '@boogy/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';

export type LyricsRequest = Schema<'GenerateLyricsRequest'>;
export type GeneratedLyrics = Schema<'GeneratedLyrics'>;

/** POST /api/generate-lyrics: AI lyrics and dance moves for the names (free, open to guests). */
export async function generateLyrics(body: LyricsRequest): Promise<GeneratedLyrics> {
  return dataOf(await api.POST('/api/generate-lyrics', { body }));
}

export function useGenerateLyrics() {
  return useMutation({ mutationFn: generateLyrics });
}

