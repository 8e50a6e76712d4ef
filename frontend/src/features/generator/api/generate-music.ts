import type { Schema } from '@boogy/contracts';
import { api, dataOf } from '@/lib/api-client';

export type GenerateMusicRequest = Schema<'GenerateMusicRequest'>;

/** POST /api/generate-music: queues the render of the song; answers the task id to poll. */
export async function generateMusic(body: GenerateMusicRequest): Promise<Schema<'MusicTask'>> {
  return dataOf(await api.POST('/api/generate-music', { body }));
}

