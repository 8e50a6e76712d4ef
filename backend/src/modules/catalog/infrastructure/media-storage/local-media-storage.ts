import { createReadStream } from 'node:fs';
import { access, constants, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, resolve, sep } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { MediaStorage, type StoredObject } from '../../application/media/media-storage';

const CONTENT_TYPES: Record<string, string> = { '.mp3': 'audio/mpeg', '.mp4': 'video/mp4', '.png': 'image/png', '.webp': 'image/webp', '.txt': 'text/plain; charset=utf-8' };

/** Media in a local folder (DATA_DIR/media unless MEDIA_DIR): written atomically, read with ranges. */
export class LocalMediaStorage extends MediaStorage {
  constructor(private readonly root: string) {
    super();
  }

  /** Keys never escape the root folder, whatever they contain. */
  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(resolve(this.root) + sep)) throw new Error(`media key outside the media folder: ${key}`);
    return path;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temp, data);
    await rename(temp, path);
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const info = await stat(this.pathOf(key));
      if (!info.isFile()) return null;
      return { size: info.size, modifiedAt: info.mtime, contentType: CONTENT_TYPES[extname(key)] ?? 'application/octet-stream' };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
  }

  async deletePrefix(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error('deletePrefix takes a folder-like prefix ending in /');
    await rm(this.pathOf(prefix), { recursive: true, force: true });
  }

  async isUp(): Promise<boolean> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.W_OK);
      return true;
    } catch {
      return false;
    }
  }
}
