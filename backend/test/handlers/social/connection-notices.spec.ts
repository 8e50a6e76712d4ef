import { randomUUID } from 'node:crypto';
import { DeactivateAccountCommand } from '../../../src/modules/identity/application/commands/deactivate-account/deactivate-account.command';
import { RespondToFriendRequestCommand } from '../../../src/modules/social/application/commands/respond-to-friend-request/respond-to-friend-request.command';
import { SendFriendRequestCommand } from '../../../src/modules/social/application/commands/send-friend-request/send-friend-request.command';
import { SendInvitationCommand } from '../../../src/modules/social/application/commands/send-invitation/send-invitation.command';
import { useHandlerHarness } from '../../support/handler-harness';

/**
 * The consumers of social's own events, run as the product runs them (this process relays the
 * outbox and works the queues): the one who asked hears the answer.
 */
describe('social.friend-request-accepted.v1 and social.invitation-accepted.v1 consumers (PostgreSQL, workers on)', () => {
  const h = useHandlerHarness({ PROCESS_ROLE: 'all' });

  /** Waits on state: the queue's emails for `to`, until one has `subject` (a generous deadline, the machines are busy). */
  async function emailTo(to: string, subject: string) {
    for (const deadline = Date.now() + 60_000; ; await new Promise((resolve) => setTimeout(resolve, 200))) {
      const found = (await h().queuedEmails(to)).find((m) => m.subject === subject);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no "${subject}" email to ${to}: ${JSON.stringify((await h().queuedEmails(to)).map((m) => m.subject))}`);
    }
  }

  /** Waits until `handler` has handled the event whose payload has `key` = `value` (the inbox records each one it handled). */
  async function handled(handler: string, key: string, value: string) {
    for (const deadline = Date.now() + 60_000; ; await new Promise((resolve) => setTimeout(resolve, 200))) {
      const rows = await h().sql('select 1 from messaging.inbox_messages i join messaging.outbox_messages o on o.id = i.message_id where i.handler = $1 and o.payload->>$2 = $3', [handler, key, value]);
      if (rows.length > 0) return;
      if (Date.now() > deadline) throw new Error(`${handler} never handled the event with ${key} ${value}`);
    }
  }

  it('tells the sender of a friend request that it was accepted, once, with a link to their friends', async () => {
    const ann = await h().user({ firstName: 'Ann' });
    const ben = await h().user({ firstName: 'Ben' });
    const request = await h().execute<{ id: string }>(new SendFriendRequestCommand(ann.id, ben.id, null));
    await h().execute(new RespondToFriendRequestCommand(ben.id, request.id, 'accept'));
    const mail = await emailTo(ann.email, 'Ben accepted your friend request');
    expect(mail.text).toContain('You can share your songs with each other now.');
    expect(mail.text).toMatch(/\/friends\b/);
    await handled('social.notify-friend-request-accepted', 'requestId', request.id);
    expect((await h().queuedEmails(ann.email)).filter((m) => m.subject === 'Ben accepted your friend request')).toHaveLength(1);
    expect((await h().queuedEmails(ben.email)).filter((m) => /friend request/.test(m.subject))).toEqual([]);
  });

  it('writes to nobody whose account was closed before the answer came', async () => {
    const cat = await h().user({ firstName: 'Cat' });
    const dan = await h().user({ firstName: 'Dan' });
    const request = await h().execute<{ id: string }>(new SendFriendRequestCommand(cat.id, dan.id, null));
    await h().execute(new DeactivateAccountCommand(cat.id));
    await h().execute(new RespondToFriendRequestCommand(dan.id, request.id, 'accept'));
    await handled('social.notify-friend-request-accepted', 'requestId', request.id);
    expect((await h().queuedEmails(cat.email)).filter((m) => /accepted your friend request/.test(m.subject))).toEqual([]);
  });

  it('tells an inviter that the person they invited joined', async () => {
    const ann = await h().user({ firstName: 'Ann', proved: true });
    const joins = `jo-${randomUUID().slice(0, 8)}@example.com`;
    await h().execute(new SendInvitationCommand(ann.id, joins, 'friend', '10.81.0.1'));
    const jo = await h().user({ email: joins, firstName: 'Jo' });
    const mail = await emailTo(ann.email, 'Jo joined Boogy from your invitation');
    expect(mail.text).toContain('Send them a friend request');
    await handled('social.notify-inviter', 'inviteeUserId', jo.id);
    expect((await h().events('social.invitation-accepted.v1')).filter((e) => e.inviteeUserId === jo.id)).toEqual([expect.objectContaining({ inviterUserId: ann.id, mode: 'friend' })]);
  });
});
