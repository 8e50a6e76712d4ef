import type { Schema } from '@boogy/contracts';
import type { SongFacts } from '../ports/catalog.port';

/**
 * The song's tracks as the contract's Track: the full file's URL only when the share grants it;
 * through a public link, URLs carry `?share={id}` so the media endpoint can check that link.
 */
export function trackViews(song: SongFacts, full: boolean, shareId: string | null): Schema<'Track'>[] {
  const via = (url: string | null) => (url && shareId ? `${url}?share=${encodeURIComponent(shareId)}` : url);
  return [...song.tracks]
    .sort((a, b) => a.version - b.version)
    .map((t) => ({
      id: t.id,
      version: t.version,
      title: t.title,
      audioUrl: via(full && t.fullUrl ? t.fullUrl : t.previewUrl),
      previewUrl: via(t.previewUrl),
      imageUrl: t.imageUrl,
      durationSec: full && t.fullUrl ? t.durationSec : t.previewDurationSec,
      previewDurationSec: t.previewDurationSec,
    }));
}
