import { randomUUID } from 'node:crypto';
import { CreateShareLinkCommand } from '../../../src/modules/social/application/commands/create-share-link/create-share-link.command';
import { SendInvitationRemindersCommand } from '../../../src/modules/social/application/commands/send-invitation-reminders/send-invitation-reminders.command';
import { SendInvitationCommand } from '../../../src/modules/social/application/commands/send-invitation/send-invitation.command';
import { SendShareLinkRemindersCommand } from '../../../src/modules/social/application/commands/send-share-link-reminders/send-share-link-reminders.command';
import { useHandlerHarness } from '../../support/handler-harness';

/** The scheduled reminders: each one once, at its day, even when two runs overlap. */
describe('SendInvitationReminders and SendShareLinkReminders on the bus (PostgreSQL)', () => {
  const h = useHandlerHarness({ GUEST_SAMPLES_PER_IP_PER_DAY: '1000' });

  it('reminds an invitee 3, 7 and 14 days after the invitation, each reminder once', async () => {
    const ann = await h().user({ firstName: 'Ann', proved: true });
    const to = `stays-${randomUUID().slice(0, 8)}@example.com`;
    await h().execute(new SendInvitationCommand(ann.id, to, 'friend', '10.80.0.1'));
    const age = (days: number) => h().sql('update social.invitations set created_at = now() - make_interval(days => $1) where sender_user_id = $2', [days, ann.id]);
    const sent = async () => (await h().queuedEmails(to)).length;

    await age(2);
    await h().execute(new SendInvitationRemindersCommand(1));
    expect(await sent()).toBe(1);
    await age(4);
    await Promise.all([h().execute(new SendInvitationRemindersCommand(1)), h().execute(new SendInvitationRemindersCommand(1))]);
    await h().execute(new SendInvitationRemindersCommand(2));
    expect(await sent()).toBe(2);
    await age(8);
    await h().execute(new SendInvitationRemindersCommand(2));
    await h().execute(new SendInvitationRemindersCommand(3));
    expect(await sent()).toBe(3);
    await age(15);
    await h().execute(new SendInvitationRemindersCommand(3));
    await h().execute(new SendInvitationRemindersCommand(3));
    expect(await sent()).toBe(4);
    expect((await h().queuedEmails(to)).map((m) => m.subject)).toContain('Ann is still waiting for you on Boogy');
    const [row] = await h().sql<{ reminders_sent: number }>('select reminders_sent from social.invitations where recipient_email = $1', [to]);
    expect(row!.reminders_sent).toBe(3);
  });

  it('reminds a sharer once 30 days before a public link ends and once 3 days before', async () => {
    const owner = await h().user({ proved: true });
    const songId = await h().song({ userId: owner.id });
    const link = await h().execute<{ shareId: string }>(new CreateShareLinkCommand(owner.id, songId, undefined, 'https://boogy.test'));
    const remindersFor = async () => (await h().queuedEmails(owner.email)).filter((m) => m.text.includes(`/shared/${link.shareId}`));
    await h().execute(new SendShareLinkRemindersCommand());
    expect(await remindersFor()).toEqual([]);
    await h().sql("update social.shares set expires_at = now() + interval '20 days' where id = $1", [link.shareId]);
    await h().execute(new SendShareLinkRemindersCommand());
    await h().execute(new SendShareLinkRemindersCommand());
    expect((await remindersFor()).map((m) => m.subject)).toEqual([expect.stringMatching(/ends next month$/)]);
    await h().sql("update social.shares set expires_at = now() + interval '2 days' where id = $1", [link.shareId]);
    await Promise.all([h().execute(new SendShareLinkRemindersCommand()), h().execute(new SendShareLinkRemindersCommand())]);
    expect((await remindersFor()).map((m) => m.subject)).toEqual([expect.stringMatching(/ends next month$/), expect.stringMatching(/ends in a few days$/)]);
  });
});
