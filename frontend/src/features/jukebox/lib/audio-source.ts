/** Whether a HEAD request says the URL serves audio (the proxy check of the spec's fallback order). */
export async function servesAudio(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', credentials: 'include' });
    return response.ok && (response.headers.get('content-type') ?? '').startsWith('audio/');
  } catch {
    return false;
  }
}

export const proxyUrl = (url: string) => `/api/audio-proxy?url=${encodeURIComponent(url)}`;

/**
 * The jukebox's playback order (spec): the direct song URL; on failure the proxied URL if a HEAD
 * check says audio; then the preview URL. Returns the candidates to try, in order.
 */
export async function* audioCandidates(song: { audioUrl: string | null; previewUrl: string | null }): AsyncGenerator<string> {
  if (song.audioUrl) {
    yield song.audioUrl;
    const proxied = proxyUrl(song.audioUrl);
    if (await servesAudio(proxied)) yield proxied;
  }
  if (song.previewUrl && song.previewUrl !== song.audioUrl) yield song.previewUrl;
}


export type PlayOrder = 'in-order' | 'random';

/** The next index after `current`: in order (wrapping) or random (never the same song when there is a choice). */
export function nextIndex(current: number, count: number, order: PlayOrder, random: () => number = Math.random): number {
  if (count <= 1) return 0;
  if (order === 'in-order') return (current + 1) % count;
  const pick = Math.floor(random() * (count - 1));
  return pick >= current ? pick + 1 : pick;
}
