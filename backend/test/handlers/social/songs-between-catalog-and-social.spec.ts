import { randomUUID } from 'node:crypto';
import { DeactivateAccountCommand } from '../../../src/modules/identity/application/commands/deactivate-account/deactivate-account.command';
import { FindSongsForSharingQuery, HoldsFullShareQuery, type SongForSharing } from '../../../src/modules/social/public';
import { useHandlerHarness } from '../../support/handler-harness';

/**
 * The two questions catalog and social ask each other on the QueryBus: social asks the catalog for
 * the facts of songs it shows, the catalog's paywall asks social who holds a full share.
 */
describe('FindSongsForSharing and HoldsFullShare on the bus (PostgreSQL)', () => {
  const h = useHandlerHarness({ GUEST_SAMPLES_PER_IP_PER_DAY: '1000' });

  const paidSong = async (ownerId: string) => {
    const songId = await h().song({ userId: ownerId });
    await h().sql('update catalog.songs set is_paid = true where id = $1', [songId]);
    return songId;
  };
  const friendShare = (songId: string, by: string, to: string, kind: 'full' | 'preview', paymentId: string | null = null) =>
    h().sql('insert into social.friend_shares (id, song_id, shared_by_user_id, shared_with_user_id, share_type, payment_id) values ($1, $2, $3, $4, $5, $6)', [randomUUID(), songId, by, to, kind, paymentId]);
  const link = async (songId: string, by: string, kind: 'full' | 'preview', expiresInMs = 86_400_000) => {
    const id = randomUUID();
    await h().sql('insert into social.shares (id, song_id, shared_by_user_id, share_type, expires_at) values ($1, $2, $3, $4, $5)', [id, songId, by, kind, new Date(Date.now() + expiresInMs)]);
    return id;
  };
  const holds = (songId: string, who: { userId?: string; shareId?: string }, ownerUserId: string | null) =>
    h().ask<boolean>(new HoldsFullShareQuery(songId, { userId: who.userId ?? null, shareId: who.shareId ?? null }, ownerUserId));

  it('answers the facts of the songs that exist, with their tracks and ready videos, leaving out missing ids', async () => {
    const owner = await h().user();
    const songId = await h().song({ userId: owner.id }, 'Nora');
    await h().sql("insert into catalog.tracks (id, song_id, version, title, preview_key, cover_key, preview_duration_sec) values ($1, $2, 1, 'Boogy Mix', 'p', 'c', 40)", [randomUUID(), songId]);
    await h().sql("insert into catalog.song_videos (id, song_id, kind, status, progress, job_id) values ($1, $2, 'preview', 'ready', 100, $3)", [randomUUID(), songId, randomUUID()]);
    const songs = await h().ask<SongForSharing[]>(new FindSongsForSharingQuery([songId, randomUUID(), 'not-a-song-id', songId]));
    expect(songs).toHaveLength(1);
    expect(songs[0]).toMatchObject({
      id: songId,
      names: ['Nora'],
      ownerUserId: owner.id,
      isPaid: false,
      readyVideos: ['preview'],
      tracks: [{ version: 1, fullUrl: null, previewUrl: expect.stringContaining(`/songs/${songId}/tracks/1/preview`) as string, imageUrl: expect.stringContaining('/cover') as string }],
    });
    await expect(h().ask(new FindSongsForSharingQuery([]))).resolves.toEqual([]);
  });

  it('a full friend share counts while its sharer owns the song, a bought one always; a preview share never', async () => {
    const [owner, friend, buyer, formerOwner] = [await h().user(), await h().user(), await h().user(), await h().user()];
    const songId = await paidSong(owner.id);
    expect(await holds(songId, { userId: friend.id }, owner.id)).toBe(false);
    await friendShare(songId, owner.id, friend.id, 'preview');
    expect(await holds(songId, { userId: friend.id }, owner.id)).toBe(false);
    await friendShare(songId, owner.id, friend.id, 'full');
    expect(await holds(songId, { userId: friend.id }, owner.id)).toBe(true);
    // The song changed hands (its owner deleted it after someone else paid): the old owner's shares end.
    expect(await holds(songId, { userId: friend.id }, formerOwner.id)).toBe(false);
    await friendShare(songId, owner.id, buyer.id, 'full', randomUUID());
    expect(await holds(songId, { userId: buyer.id }, formerOwner.id)).toBe(true);
    expect(await holds(songId, { userId: buyer.id }, null)).toBe(true);
  });

  it('a full public link counts while live, of this song, made by its owner, whose account is active', async () => {
    const owner = await h().user({ proved: true });
    const songId = await paidSong(owner.id);
    const otherSong = await paidSong(owner.id);
    const full = await link(songId, owner.id, 'full');
    expect(await holds(songId, { shareId: full }, owner.id)).toBe(true);
    expect(await holds(otherSong, { shareId: full }, owner.id)).toBe(false);
    expect(await holds(songId, { shareId: await link(songId, owner.id, 'preview') }, owner.id)).toBe(false);
    expect(await holds(songId, { shareId: await link(songId, owner.id, 'full', -1000) }, owner.id)).toBe(false);
    expect(await holds(songId, { shareId: full }, (await h().user()).id)).toBe(false);
    expect(await holds(songId, { shareId: 'not-a-link' }, owner.id)).toBe(false);
    await h().execute(new DeactivateAccountCommand(owner.id));
    expect(await holds(songId, { shareId: full }, owner.id)).toBe(false);
  });
});
