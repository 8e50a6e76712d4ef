import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import { DATABASE_URL } from '../../../shared/core.tokens';
import { SongChanges } from '../application/ports/song-changes.port';
import { songReadCache } from './song-read-cache';

/** The PostgreSQL channel; the payload is the song id. */
export const SONG_CHANGED_CHANNEL = 'catalog_song_changed';
const RECONNECT_MS = 1000;

/**
 * SongChanges over PostgreSQL LISTEN/NOTIFY, one connection per process. A notification also drops
 * the song from this process's read cache, so a change made by a worker process is read at once,
 * not after the cache's second.
 */
@Injectable()
export class PgSongChanges extends SongChanges implements OnModuleInit, OnApplicationShutdown {
  private readonly log = new Logger('SongChanges');
  private readonly listeners = new Map<string, Set<() => void>>();
  private client: Client | null = null;
  private connecting: Promise<Client | null> | null = null;
  private stopped = false;

  constructor(@Inject(DATABASE_URL) private readonly url: string) {
    super();
  }

  async onModuleInit(): Promise<void> {
    await this.connection();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  async publish(songId: string): Promise<void> {
    try {
      const client = await this.connection();
      await client?.query('select pg_notify($1, $2)', [SONG_CHANGED_CHANNEL, songId]);
    } catch (error) {
      this.log.warn(`could not announce a change of song ${songId}: ${(error as Error).message}`);
    }
  }

  subscribe(songId: string, listener: () => void): () => void {
    const set = this.listeners.get(songId) ?? new Set();
    set.add(listener);
    this.listeners.set(songId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(songId);
    };
  }

  private onNotification(songId: string): void {
    songReadCache.invalidate(songId);
    for (const listener of this.listeners.get(songId) ?? []) listener();
  }

  /** The listening connection, (re)opened on demand; null while the database cannot be reached. */
  private connection(): Promise<Client | null> {
    if (this.client) return Promise.resolve(this.client);
    if (this.stopped) return Promise.resolve(null);
    this.connecting ??= this.open().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async open(): Promise<Client | null> {
    const client = new Client({ connectionString: this.url });
    client.on('notification', (message) => {
      if (message.channel === SONG_CHANGED_CHANNEL && message.payload) this.onNotification(message.payload);
    });
    client.on('error', (error) => {
      this.log.warn(`song change feed connection lost: ${error.message}`);
      if (this.client === client) this.client = null;
      client.end().catch(() => undefined);
      // Streams still open keep their periodic re-check meanwhile; reconnect to hear changes again.
      if (!this.stopped) setTimeout(() => void this.connection(), RECONNECT_MS).unref();
    });
    try {
      await client.connect();
      await client.query(`listen ${SONG_CHANGED_CHANNEL}`);
      this.client = client;
      return client;
    } catch (error) {
      this.log.warn(`song change feed unavailable: ${(error as Error).message}`);
      await client.end().catch(() => undefined);
      return null;
    }
  }
}
