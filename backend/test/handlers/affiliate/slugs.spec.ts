import { UpdateSlugCommand } from '../../../src/modules/affiliate/application/commands/update-slug/update-slug.command';
import { CheckSlugQuery } from '../../../src/modules/affiliate/application/queries/check-slug/check-slug.query';
import { ResolveInvitationQuery } from '../../../src/modules/affiliate/application/queries/resolve-invitation/resolve-invitation.query';
import { useHandlerHarness } from '../../support/handler-harness';

const ORIGIN = 'https://boogy.test';

/** Personalised slugs: the spec's rules, reserved names, who holds a slug, and resolving one. */
describe('slug rules through CheckSlug, UpdateSlug and ResolveInvitation (PostgreSQL)', () => {
  const h = useHandlerHarness();

  it.each([
    ['ab', 'Must be 3-20 characters long'],
    ['a'.repeat(21), 'Must be 3-20 characters long'],
    ['ann_party', 'Only lowercase letters, numbers, and hyphens allowed'],
    ['ann party', 'Only lowercase letters, numbers, and hyphens allowed'],
    ['-bad', 'Cannot start or end with hyphen'],
    ['bad-', 'Cannot start or end with hyphen'],
    ['a--b', 'No consecutive hyphens allowed'],
    ['admin', 'This name is reserved and cannot be used'],
    ['sign-in-link', 'This name is reserved and cannot be used'],
    ['metrics', 'This name is reserved and cannot be used'],
    ['Samples ', 'This name is reserved and cannot be used'],
  ])('"%s": the check says "%s" and saving it is refused with the same words', async (slug, reason) => {
    const { id } = await h().user();
    await expect(h().ask(new CheckSlugQuery(id, slug))).resolves.toEqual({ slug: slug.trim().toLowerCase(), available: false, reason });
    await expect(h().execute(new UpdateSlugCommand(id, slug, ORIGIN))).rejects.toMatchObject({ kind: 'invalid', code: 'invalid_slug', message: reason });
  });

  it('saves a trimmed, lowercased slug with its links; it stays available to its holder and taken for others', async () => {
    const ann = await h().user({ firstName: 'Ann' });
    const ben = await h().user({ firstName: 'Ben' });
    await expect(h().ask(new CheckSlugQuery(ann.id, 'Ann-Party'))).resolves.toEqual({ slug: 'ann-party', available: true, reason: null });
    await expect(h().execute(new UpdateSlugCommand(ann.id, ' Ann-Party ', ORIGIN))).resolves.toMatchObject({
      personalizedSlug: 'ann-party',
      personalizedLink: `${ORIGIN}/friend/ann-party`,
      referralLink: `${ORIGIN}/?ref=${ann.referralCode}`,
    });
    await expect(h().ask(new CheckSlugQuery(ann.id, 'ann-party'))).resolves.toMatchObject({ available: true });
    await expect(h().ask(new CheckSlugQuery(ben.id, 'ann-party'))).resolves.toEqual({ slug: 'ann-party', available: false, reason: 'This link is already taken' });
    await expect(h().execute(new UpdateSlugCommand(ben.id, 'ann-party', ORIGIN))).rejects.toMatchObject({ kind: 'conflict', code: 'slug_taken' });
  });

  it('refuses a slug that reads as somebody else’s referral code (both resolve on /{slug})', async () => {
    const owner = await h().user();
    const other = await h().user();
    const code = owner.referralCode.toLowerCase();
    await expect(h().ask(new CheckSlugQuery(other.id, code))).resolves.toMatchObject({ available: false, reason: 'This link is already taken' });
    await expect(h().execute(new UpdateSlugCommand(other.id, code, ORIGIN))).rejects.toMatchObject({ code: 'slug_taken' });
  });

  it('lets one of two users racing for the same slug win', async () => {
    const racers = await Promise.all([h().user(), h().user(), h().user()]);
    const results = await Promise.allSettled(racers.map((r) => h().execute(new UpdateSlugCommand(r.id, 'race-winner', ORIGIN))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(['slug_taken', 'slug_taken']);
  });

  it('resolves a slug in any case and a referral code to the referrer; an unknown or reserved name is not found', async () => {
    const cleo = await h().user({ firstName: 'Cleo' });
    await h().execute(new UpdateSlugCommand(cleo.id, 'cleo-party', ORIGIN));
    await expect(h().ask(new ResolveInvitationQuery('CLEO-PARTY'))).resolves.toMatchObject({ referrerName: 'Cleo', referralCode: cleo.referralCode });
    await expect(h().ask(new ResolveInvitationQuery(cleo.referralCode.toLowerCase()))).resolves.toMatchObject({ referrerName: 'Cleo' });
    for (const slug of ['nobody-here', 'earnings']) await expect(h().ask(new ResolveInvitationQuery(slug))).rejects.toMatchObject({ kind: 'not_found' });
  });
});
