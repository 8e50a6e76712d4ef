import { CreateShareLinkCommand } from '../../../src/modules/social/application/commands/create-share-link/create-share-link.command';
import { GetPublicShareQuery } from '../../../src/modules/social/application/queries/get-public-share/get-public-share.query';
import { useHandlerHarness } from '../../support/handler-harness';

const ORIGIN = 'https://boogy.test/';
const DAY_MS = 24 * 3600 * 1000;

/** Public share links: the owner only, full only when paid, six months, gone once expired. */
describe('CreateShareLink and GetPublicShare on the bus (PostgreSQL)', () => {
  const h = useHandlerHarness({ GUEST_SAMPLES_PER_IP_PER_DAY: '1000' });

  it('makes a six-month preview link of an unpaid song and refuses it in full; another user’s song is not found', async () => {
    const owner = await h().user({ firstName: 'Olive' });
    const other = await h().user();
    const songId = await h().song({ userId: owner.id });
    await expect(h().execute(new CreateShareLinkCommand(owner.id, songId, 'full', ORIGIN))).rejects.toMatchObject({ code: 'full_share_needs_paid_song' });
    await expect(h().execute(new CreateShareLinkCommand(other.id, songId, undefined, ORIGIN))).rejects.toMatchObject({ kind: 'not_found' });
    const link = await h().execute<{ shareId: string; shareUrl: string; shareType: string; expiresAt: string }>(new CreateShareLinkCommand(owner.id, songId, undefined, ORIGIN));
    expect(link.shareUrl).toBe(`https://boogy.test/shared/${link.shareId}`);
    expect(link.shareType).toBe('preview');
    const days = (Date.parse(link.expiresAt) - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(180);
    expect(days).toBeLessThan(185);
    await expect(h().ask(new GetPublicShareQuery(link.shareId, null))).resolves.toMatchObject({ shareType: 'preview', sharedBy: { firstName: 'Olive' }, isOwnSong: false, song: { id: songId } });
    await expect(h().ask(new GetPublicShareQuery(link.shareId, owner.id))).resolves.toMatchObject({ isOwnSong: true });
  });

  it('shares a paid song in full by default; an expired or unknown link is gone', async () => {
    const owner = await h().user();
    const songId = await h().song({ userId: owner.id });
    await h().sql('update catalog.songs set is_paid = true where id = $1', [songId]);
    const link = await h().execute<{ shareId: string; shareType: string }>(new CreateShareLinkCommand(owner.id, songId, undefined, ORIGIN));
    expect(link.shareType).toBe('full');
    await h().sql("update social.shares set expires_at = now() - interval '1 second' where id = $1", [link.shareId]);
    const gone = { kind: 'not_found', message: 'This shared song link may have expired or been removed.' };
    await expect(h().ask(new GetPublicShareQuery(link.shareId, null))).rejects.toMatchObject(gone);
    await expect(h().ask(new GetPublicShareQuery('not-a-share', null))).rejects.toMatchObject({ kind: 'not_found' });
  });
});
