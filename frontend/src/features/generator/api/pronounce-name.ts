import type { Schema } from '@boogy/contracts';
import { api } from '@/lib/api-client';

export type PronounceNameRequest = Schema<'PronounceNameRequest'>;

/** POST /api/names/pronounce: a short MP3 of the song's voice singing one name. */
export async function pronounceName(body: PronounceNameRequest): Promise<Blob> {
  const { data } = await api.POST('/api/names/pronounce', { body, parseAs: 'blob' });
  if (!(data instanceof Blob)) throw new Error('The server sent no audio');
  return data;
}
