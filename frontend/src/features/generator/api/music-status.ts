import type { Schema } from '@boogy/contracts';
import { api } from '@/lib/api-client';

export type MusicStatus = Schema<'MusicStatus'>;

/**
 * GET /api/check-music-status/{taskId} through the typed client. A failed answer is not an error for
 * the generator (spec: logged only, polling goes on), so it resolves to null instead of throwing.
 */
export async function fetchMusicStatus(taskId: string): Promise<MusicStatus | null> {
  try {
    const { data } = await api.GET('/api/check-music-status/{taskId}', { params: { path: { taskId } }, cache: 'no-store' });
    return data ?? null;
  } catch (error) {
    console.warn('Music status request failed', error);
    return null;
  }
}

/** GET /api/check-music-status/{taskId}/events: the same status, pushed as Server-Sent Events. */
export const musicStatusEventsUrl = (taskId: string) => `/api/check-music-status/${encodeURIComponent(taskId)}/events`;

/** One event's data; anything that is not a status is skipped like a bad poll answer. */
export function parseMusicStatusEvent(data: string): MusicStatus | null {
  try {
    const status: unknown = JSON.parse(data);
    return typeof status === 'object' && status !== null && Array.isArray((status as MusicStatus).tracks) ? (status as MusicStatus) : null;
  } catch {
    console.warn('Music status event was not JSON');
    return null;
  }
}
