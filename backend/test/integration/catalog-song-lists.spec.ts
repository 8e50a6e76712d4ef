import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { Schema } from '@boogy/contracts';
import { MediaAccess } from '../../src/modules/catalog/application/queries/media-access';
import { SongQueries } from '../../src/modules/catalog/application/queries/song-queries';
import { Song } from '../../src/modules/catalog/infrastructure/entities/song.entity';
import { Track } from '../../src/modules/catalog/infrastructure/entities/track.entity';
import { SongRepository } from '../../src/modules/catalog/infrastructure/song.repository';
import { CachedSongReads, songReadCache } from '../../src/modules/catalog/infrastructure/song-read-cache';
import type { EntityManagers } from '../../src/shared/persistence/unit-of-work.mikro-orm';
import { ormOptions } from '../../src/shared/persistence/orm.config';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** A page big enough for every list of these tests but the paging one. */
const FIRST_PAGE = { limit: 100, cursor: null };

/** The song lists cost the same number of SQL queries for 1 song as for 50, and never carry karaoke timings. */
describe('purchased-songs list', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  /** The EntityManager the next read goes through (its connection is the one watched), else a fresh fork. */
  let reader: EntityManager | null = null;
  const ems = { current: () => reader ?? orm.em.fork() } as unknown as EntityManagers;
  const songs = new SongRepository(ems);
  const reads = new CachedSongReads(ems, songReadCache);
  const queries = new SongQueries(songs, new MediaAccess(songs, { grantsFullSong: async () => false }, reads), reads);

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

  /** The list as its user receives it (the query answers the serialised bytes). */
  const read = async (em: EntityManager, userId: string, paidOnly: boolean, page: { limit: number; cursor: string | null } = FIRST_PAGE): Promise<Schema<'SongList'>> => {
    reader = em;
    try {
      return JSON.parse((await queries.userSongs(userId, { paidOnly, ...page })).body.toString()) as Schema<'SongList'>;
    } finally {
      reader = null;
    }
  };

  /** SQL statements sent to PostgreSQL while one list is read (the first read: nothing cached). */
  async function countQueries(userId: string, paidOnly: boolean): Promise<{ queries: number; songs: number; tracks: number }> {
    const em = orm.em.fork();
    const connection = em.getConnection();
    const execute = jest.spyOn(connection, 'execute');
    try {
      const list = (await read(em, userId, paidOnly)).items;
      return { queries: execute.mock.calls.length, songs: list.length, tracks: list.reduce((n, s) => n + s.allTracks.length, 0) };
    } finally {
      execute.mockRestore();
    }
  }

  it.each([
    ['purchased songs', true],
    ['all songs (the jukebox)', false],
  ])('loads %s and their tracks in a constant number of queries (1 song vs 50)', async (_name, paidOnly) => {
    const small = await countQueries(await userWithPaidSongs(1), paidOnly);
    const large = await countQueries(await userWithPaidSongs(50), paidOnly);
    expect(small).toMatchObject({ songs: 1, tracks: 2 });
    expect(large).toMatchObject({ songs: 50, tracks: 100 });
    expect(small.queries).toBe(1);
    expect(large.queries).toBe(small.queries);
  });

  it('answers repeated requests from memory, and a change on the next request', async () => {
    const userId = await userWithPaidSongs(3);
    const first = await queries.userSongs(userId, { paidOnly: true, ...FIRST_PAGE });
    const again = await countQueries(userId, true);
    expect(again.queries).toBe(0);
    expect((await queries.userSongs(userId, { paidOnly: true, ...FIRST_PAGE })).body).toBe(first.body);

    const [newest] = (JSON.parse(first.body.toString()) as Schema<'SongList'>).items;
    const em = orm.em.fork();
    await em.nativeUpdate(Song, { id: newest!.id }, { title: 'Party Mix' });
    songReadCache.invalidate(newest!.id); // what the rename command does after its write
    expect((await read(orm.em.fork(), userId, true)).items.map((s) => s.title)).toContain('Party Mix');
  });

  it("never answers one user's list to another", async () => {
    const ann = await userWithPaidSongs(2);
    const bob = await userWithPaidSongs(1);
    const annSongs = (await read(orm.em.fork(), ann, true)).items.map((s) => s.id);
    const bobSongs = (await read(orm.em.fork(), bob, true)).items.map((s) => s.id);
    expect(annSongs).toHaveLength(2);
    expect(bobSongs).toHaveLength(1);
    expect(bobSongs.filter((id) => annSongs.includes(id))).toEqual([]);
    expect(await read(orm.em.fork(), randomUUID(), false)).toEqual({ items: [], nextCursor: null });
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

    const list = (await read(orm.em.fork(), userId, true)).items;
    expect(Object.fromEntries(list.map((s) => [s.id, s.hasTimestampedLyrics]))).toEqual({ [song.id]: true, [bare.id]: false });
    expect(JSON.stringify(list)).not.toContain('word0');
  });

  it('pages newest first with a cursor that songs made meanwhile never shift (ties in time by id)', async () => {
    const userId = randomUUID();
    const em = orm.em.fork();
    const sameInstant = new Date(Date.now() - 60_000);
    // Seven songs, three of them made in the same millisecond.
    const made = Array.from({ length: 7 }, (_, i) =>
      em.create(Song, { userId, title: `Boogy${i + 1}_Ann`, names: ['Ann'], lyrics: 'la la', status: 'completed', createdAt: i < 3 ? sameInstant : new Date(sameInstant.getTime() + i * 1000) }),
    );
    await em.flush();

    const first = await read(orm.em.fork(), userId, false, { limit: 3, cursor: null });
    expect(first.items).toHaveLength(3);
    expect(first.nextCursor).toEqual(expect.any(String));
    // Two songs made between the pages go to the top of the list, not into the next page.
    const later = orm.em.fork();
    for (const n of [8, 9]) later.create(Song, { userId, title: `Boogy${n}_Ann`, names: ['Ann'], lyrics: 'la la', status: 'completed' });
    await later.flush();
    songReadCache.invalidateLists(); // what creating a song does
    const second = await read(orm.em.fork(), userId, false, { limit: 3, cursor: first.nextCursor });
    const third = await read(orm.em.fork(), userId, false, { limit: 3, cursor: second.nextCursor });

    expect(third.nextCursor).toBeNull();
    const paged = [...first.items, ...second.items, ...third.items].map((s) => s.id);
    expect(paged).toHaveLength(7);
    expect(new Set(paged)).toEqual(new Set(made.map((s) => s.id)));
    expect(paged.slice(0, 4)).toEqual(made.slice(3).reverse().map((s) => s.id));
    await expect(read(orm.em.fork(), userId, false, { limit: 3, cursor: 'bm90LWEtY3Vyc29y' })).rejects.toMatchObject({ code: 'invalid_cursor' });
  });
});
