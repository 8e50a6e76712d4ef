import { GeneratePersonalizedLinkCommand } from '../../../src/modules/affiliate/application/commands/generate-personalized-link/generate-personalized-link.command';
import { UpdateSlugCommand } from '../../../src/modules/affiliate/application/commands/update-slug/update-slug.command';
import { MyLinksQuery } from '../../../src/modules/affiliate/application/queries/my-links/my-links.query';
import { ResolveInvitationQuery } from '../../../src/modules/affiliate/application/queries/resolve-invitation/resolve-invitation.query';
import { useHandlerHarness } from '../../support/handler-harness';

const ORIGIN = 'https://boogy.test';

/** A member without a slug gets one made from their name; one who has a slug keeps it. */
describe('GeneratePersonalizedLink and MyLinks on the bus (PostgreSQL)', () => {
  const h = useHandlerHarness();

  it('makes a slug from the name with a short suffix, keeps it on the next call, and it resolves to the member', async () => {
    const dev = await h().user({ firstName: 'Dev' });
    const first = await h().execute<{ personalizedSlug: string; personalizedLink: string; referralLink: string }>(new GeneratePersonalizedLinkCommand(dev.id, ORIGIN));
    expect(first.personalizedSlug).toMatch(/^dev-[0-9a-f]{4}$/);
    expect(first).toMatchObject({ personalizedLink: `${ORIGIN}/friend/${first.personalizedSlug}`, referralLink: `${ORIGIN}/?ref=${dev.referralCode}` });
    await expect(h().execute(new GeneratePersonalizedLinkCommand(dev.id, ORIGIN))).resolves.toMatchObject({ personalizedSlug: first.personalizedSlug });
    await expect(h().ask(new MyLinksQuery(dev.id, ORIGIN))).resolves.toMatchObject({ personalizedSlug: first.personalizedSlug });
    await expect(h().ask(new ResolveInvitationQuery(first.personalizedSlug))).resolves.toMatchObject({ referrerName: 'Dev', referralCode: dev.referralCode });
  });

  it('keeps a slug the member chose', async () => {
    const eve = await h().user({ firstName: 'Eve' });
    await h().execute(new UpdateSlugCommand(eve.id, 'eve-rocks', ORIGIN));
    await expect(h().execute(new GeneratePersonalizedLinkCommand(eve.id, ORIGIN))).resolves.toMatchObject({ personalizedSlug: 'eve-rocks' });
  });

  it('makes a slug-shaped name from accents and symbols', async () => {
    const zoe = await h().user({ firstName: 'Zoë & Renée!' });
    const link = await h().execute<{ personalizedSlug: string }>(new GeneratePersonalizedLinkCommand(zoe.id, ORIGIN));
    expect(link.personalizedSlug).toMatch(/^zoe-renee-[0-9a-f]{4}$/);
  });
});
