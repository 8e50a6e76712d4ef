import { extname } from 'node:path';
import type { StoredObject } from '../../application/media/media-storage';
import { LocalMediaStorage } from '../media-storage/local-media-storage';

const CONTENT_TYPES: Record<string, string> = { '.mp4': 'video/mp4', '.jpg': 'image/jpeg', '.vtt': 'text/vtt; charset=utf-8' };

/** The intro video's folder, read like the media store (ranges, stat) with the right content types. */
export class IntroVideoFiles extends LocalMediaStorage {
  override async stat(key: string): Promise<StoredObject | null> {
    const object = await super.stat(key);
    return object && { ...object, contentType: CONTENT_TYPES[extname(key)] ?? object.contentType };
  }
}
