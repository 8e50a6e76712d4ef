import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { MediaAccess } from '../../src/modules/catalog/application/queries/media-access';
import { SongQueries } from '../../src/modules/catalog/application/queries/song-queries';
import { Song } from '../../src/modules/catalog/infrastructure/entities/song.entity';
import { Track } from '../../src/modules/catalog/infrastructure/entities/track.entity';
import { SongRepository } from '../../src/modules/catalog/infrastructure/song.repository';
import { songReadCache } from '../../src/modules/catalog/infrastructure/song-read-cache';
import { ormOptions } from '../../src/shared/persistence/orm.config';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** The jukebox list costs the same number of SQL queries for 2 songs as for 40. */
describe('purchased-songs list', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  const songs = new SongRepository();
  const queries = new SongQueries(songs, new MediaAccess(songs, { grantsFullSong: async () => false }, songReadCache), songReadCache);

  beforeAll(async () => {
    db = await createTestDatabase();
    orm = await MikroORM.init(ormOptions(db.url));
  });
  afterAll(async () => {
    await orm.close(true);
    await db.drop();
  });

  async function userWithPaidSongs(count: number): Promise<string> {
    const userId = randomUUID();
    const em = orm.em.fork();
    for (let i = 0; i < count; i++) {
      const song = em.create(Song, { userId, title: `Boogy${i + 1}_Ann`, names: ['Ann'], lyrics: 'la la', isPaid: true, status: 'completed' });
      for (const version of [1, 2]) {
        em.create(Track, { songId: song.id, version, title: 'Boogy Mix', previewKey: `songs/${song.id}/v${version}/preview.mp3`, previewDurationSec: 40, audioKey: `songs/${song.id}/v${version}/full.mp3` });
      }
    }
    await em.flush();
    return userId;
  }

  async function countQueries(userId: string): Promise<{ queries: number; songs: number; tracks: number }> {
    const em = orm.em.fork();
    const connection = em.getConnection();
    const execute = jest.spyOn(connection, 'execute');
    try {
      const list = await queries.userSongs(em, userId, { paidOnly: true });
      return { queries: execute.mock.calls.length, songs: list.length, tracks: list.reduce((n, s) => n + s.allTracks.length, 0) };
    } finally {
      execute.mockRestore();
    }
  }

  it('loads songs and their tracks in a constant number of queries', async () => {
    const small = await countQueries(await userWithPaidSongs(2));
    const large = await countQueries(await userWithPaidSongs(40));
    expect(small).toMatchObject({ songs: 2, tracks: 4 });
    expect(large).toMatchObject({ songs: 40, tracks: 80 });
    expect(small.queries).toBeGreaterThan(0);
    expect(large.queries).toBe(small.queries);
    expect(large.queries).toBeLessThanOrEqual(2);
  });

  it('flags karaoke timings from the database without sending them', async () => {
    const userId = randomUUID();
    const em = orm.em.fork();
    const song = em.create(Song, { userId, title: 'Boogy1_Ann', names: ['Ann'], lyrics: 'la la', isPaid: true, status: 'completed' });
    const timings = Array.from({ length: 40 }, (_, i) => ({ start: i, end: i + 1, words: [{ word: `word${i}`, start: i, end: i + 0.5 }] }));
    em.create(Track, { songId: song.id, version: 1, title: 'Boogy Mix', previewKey: 'p1', previewDurationSec: 40, timestampedLyrics: timings, hasTimestampedLyrics: true });
    em.create(Track, { songId: song.id, version: 2, title: 'Boogy Mix', previewKey: 'p2', previewDurationSec: 40 });
    const bare = em.create(Song, { userId, title: 'Boogy2_Ann', names: ['Ann'], lyrics: 'la la', isPaid: true, status: 'completed' });
    em.create(Track, { songId: bare.id, version: 1, title: 'Boogy Mix', previewKey: 'p3', previewDurationSec: 40 });
    await em.flush();

    const list = await queries.userSongs(orm.em.fork(), userId, { paidOnly: true });
    expect(Object.fromEntries(list.map((s) => [s.id, s.hasTimestampedLyrics]))).toEqual({ [song.id]: true, [bare.id]: false });
    expect(JSON.stringify(list)).not.toContain('word0');
  });
});
