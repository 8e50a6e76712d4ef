import { randomUUID } from 'node:crypto';
import { DeleteSongCommand } from '../../../src/modules/catalog/application/commands/delete-song/delete-song.handler';
import { RenameSongCommand } from '../../../src/modules/catalog/application/commands/rename-song/rename-song.handler';
import { GetSongQuery, ListUserSongsQuery } from '../../../src/modules/catalog/application/queries/song-reads/song-reads.queries';
import { useHandlerHarness } from '../../support/handler-harness';

/** A member's songs: rename (title only), list (all or paid), delete; nobody else may touch them. */
describe('RenameSong, DeleteSong and the song lists on the bus (PostgreSQL)', () => {
  const h = useHandlerHarness({ GUEST_SAMPLES_PER_IP_PER_DAY: '1000' });
  const titles = async (userId: string, paidOnly: boolean) => {
    const answer = await h().ask<unknown>(new ListUserSongsQuery(userId, paidOnly));
    const body = (answer as { body?: unknown }).body ?? answer;
    const page = (typeof body === 'string' ? JSON.parse(body) : Buffer.isBuffer(body) ? JSON.parse(body.toString()) : body) as { items: { id: string; title: string }[] };
    return page.items.map((s) => s.title);
  };

  it('renames with the title trimmed and single-spaced, refuses a blank one, and lists newest first', async () => {
    const { id: userId } = await h().user({ proved: true });
    const viewer = { userId, guestId: null };
    const a = await h().song({ userId }, 'Eve');
    const b = await h().song({ userId }, 'Finn');
    await expect(h().execute(new RenameSongCommand(a, '  Eve  Party ', viewer))).resolves.toMatchObject({ title: 'Eve Party' });
    await expect(h().execute(new RenameSongCommand(a, '   ', viewer))).rejects.toMatchObject({ kind: 'invalid' });
    await h().sql('update catalog.songs set is_paid = true where id = $1', [b]);
    expect(await titles(userId, false)).toEqual(['Boogy2_Finn', 'Eve Party']);
    expect(await titles(userId, true)).toEqual(['Boogy2_Finn']);
  });

  it('answers not found to another member or a guest for rename, delete and read', async () => {
    const { id: owner } = await h().user();
    const { id: other } = await h().user();
    const songId = await h().song({ userId: owner });
    for (const viewer of [{ userId: other, guestId: null }, { userId: null, guestId: randomUUID() }]) {
      await expect(h().execute(new RenameSongCommand(songId, 'Mine now', viewer))).rejects.toMatchObject({ kind: 'not_found' });
      await expect(h().execute(new DeleteSongCommand(songId, viewer))).rejects.toMatchObject({ kind: 'not_found' });
    }
    await expect(h().ask(new GetSongQuery(songId, { userId: owner, guestId: null }))).resolves.toMatchObject({ id: songId, isOwner: true });
  });

  it('deletes the owner’s song: it is gone for them too', async () => {
    const { id: userId } = await h().user();
    const viewer = { userId, guestId: null };
    const songId = await h().song({ userId });
    await h().execute(new DeleteSongCommand(songId, viewer));
    await expect(h().ask(new GetSongQuery(songId, viewer))).rejects.toMatchObject({ kind: 'not_found' });
    expect(await titles(userId, false)).toEqual([]);
  });
});
