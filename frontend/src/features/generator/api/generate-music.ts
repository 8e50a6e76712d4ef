import type { Schema } from '@boogy/contracts';
import { api } from '@/lib/api-client';

export type GenerateMusicRequest = Schema<'GenerateMusicRequest'>;

/** POST /api/generate-music: queues the render of the song; answers the task id to poll. */
export async function generateMusic(body: GenerateMusicRequest): Promise<Schema<'MusicTask'>> {
  const { data } = await api.POST('/api/generate-music', { body });
  return required(data);
}

/** The body of a successful answer (the client throws on any non-OK one). */
function required<T>(data: T | undefined): T {
  if (data === undefined) throw new Error('The server sent an empty answer');
  return data;
}
