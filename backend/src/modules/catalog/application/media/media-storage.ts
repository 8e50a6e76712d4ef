import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  modifiedAt: Date;
  contentType: string;
}

/**
 * Where rendered files live (DECISIONS "file storage": a local folder by default, S3-compatible
 * storage as the real adapter). Keys are slash-separated paths such as `songs/{id}/v1/preview.mp3`.
 */
export abstract class MediaStorage {
  abstract put(key: string, data: Buffer, contentType: string): Promise<void>;
  abstract stat(key: string): Promise<StoredObject | null>;
  /** Bytes `start..end` inclusive (the whole object without a range). */
  abstract read(key: string, range?: { start: number; end: number }): Readable;
  /** Removes every object whose key starts with `prefix` (e.g. all files of one song). */
  abstract deletePrefix(prefix: string): Promise<void>;
  /** Whether the store answers (readiness probe). */
  abstract isUp(): Promise<boolean>;
}

export const MediaKeys = {
  songPrefix: (songId: string) => `songs/${songId}/`,
  full: (songId: string, version: number) => `songs/${songId}/v${version}/full.mp3`,
  preview: (songId: string, version: number) => `songs/${songId}/v${version}/preview.mp3`,
  cover: (songId: string, version: number) => `songs/${songId}/v${version}/cover.png`,
  /** Under the song's prefix, so the song's deletion and expiry take its videos too. */
  video: (songId: string, kind: 'preview' | 'full', version: number) => `songs/${songId}/v${version}/video-${kind}.mp4`,
};
