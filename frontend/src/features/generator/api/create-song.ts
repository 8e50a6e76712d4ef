import type { Schema } from '@boogy/contracts';
import { api } from '@/lib/api-client';

export type CreateSongRequest = Schema<'CreateSongRequest'>;
export type CreatedSong = Schema<'CreatedSong'>;

/** POST /api/songs: the unpaid song record; spends one free sample or sample credit (402 when none). */
export async function createSong(body: CreateSongRequest): Promise<CreatedSong> {
  const { data } = await api.POST('/api/songs', { body });
  return required(data);
}

/** The body of a successful answer (the client throws on any non-OK one). */
function required<T>(data: T | undefined): T {
  if (data === undefined) throw new Error('The server sent an empty answer');
  return data;
}
