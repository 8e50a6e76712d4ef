import type { Schema } from '@boogy/contracts';
import { api, dataOf } from '@/lib/api-client';

export type CreateSongRequest = Schema<'CreateSongRequest'>;
export type CreatedSong = Schema<'CreatedSong'>;

/** POST /api/songs: the unpaid song record; spends one free sample or sample credit (402 when none). */
export async function createSong(body: CreateSongRequest): Promise<CreatedSong> {
  return dataOf(await api.POST('/api/songs', { body }));
}

