import { randomUUID } from 'node:crypto';
import { SendInvitationCommand } from '../../../src/modules/social/application/commands/send-invitation/send-invitation.command';
import type { InvitationMode } from '../../../src/modules/social/domain/invitation';
import { useHandlerHarness } from '../../support/handler-harness';

/** Invitations by email: who may send, to whom, how often, and affiliate mode's payout email. */
describe('SendInvitation on the bus (PostgreSQL)', () => {
  const h = useHandlerHarness();
  const stranger = () => `guest-${randomUUID().slice(0, 8)}@example.com`;
  const provedMember = (firstName = 'Ann') => h().user({ firstName, proved: true });
  const invite = (senderId: string, to: string, options: { mode?: InvitationMode; ip?: string; paypalEmail?: string } = {}) =>
    h().execute<{ recipientEmail: string }>(new SendInvitationCommand(senderId, to, options.mode ?? 'friend', options.ip ?? `10.77.${Math.floor(Math.random() * 250)}.1`, options.paypalEmail));

  it('queues an invitation linking to /?ref={code}, stored once; refuses the same address twice, members and yourself', async () => {
    const ann = await provedMember();
    const ben = await h().user();
    const to = stranger();
    await expect(invite(ann.id, ` ${to.toUpperCase()} `)).resolves.toEqual({ recipientEmail: to });
    const [mail] = await h().queuedEmails(to);
    expect(mail!.subject).toBe('Ann invited you to Boogy');
    expect(mail!.text).toContain(`/?ref=${ann.referralCode}`);
    await expect(invite(ann.id, to)).rejects.toMatchObject({ kind: 'conflict', message: 'You have already invited this person.' });
    await expect(invite(ann.id, ben.email)).rejects.toMatchObject({ kind: 'conflict', code: 'already_member' });
    await expect(invite(ann.id, ann.email.toUpperCase())).rejects.toMatchObject({ kind: 'invalid', code: 'cannot_invite_yourself' });
    expect(await h().sql('select mode from social.invitations where recipient_email = $1', [to])).toEqual([{ mode: 'friend' }]);
    expect(await h().queuedEmails(to)).toHaveLength(1);
  });

  it('refuses an account that has not proved its email, in either mode, storing and sending nothing', async () => {
    const una = await h().user();
    const to = stranger();
    for (const mode of ['friend', 'affiliate'] as const) await expect(invite(una.id, to, { mode })).rejects.toMatchObject({ kind: 'forbidden', code: 'email_not_verified' });
    expect(await h().sql('select id from social.invitations where sender_user_id = $1', [una.id])).toEqual([]);
    expect(await h().queuedEmails(to)).toEqual([]);
  });

  it('affiliate mode needs the payout email saved on the account, and the one given must match it', async () => {
    const ann = await provedMember();
    const to = stranger();
    await expect(invite(ann.id, to, { mode: 'affiliate' })).rejects.toMatchObject({ message: 'Set up your PayPal email before sending affiliate invitations.' });
    await h().sql("insert into affiliate.affiliate_profiles (user_id, paypal_email) values ($1, 'ann.pays@example.com')", [ann.id]);
    await expect(invite(ann.id, to, { mode: 'affiliate', paypalEmail: 'someone.else@example.com' })).rejects.toMatchObject({ code: 'payout_email_mismatch' });
    await expect(invite(ann.id, to, { mode: 'affiliate', paypalEmail: ' Ann.Pays@example.com ' })).resolves.toEqual({ recipientEmail: to });
    expect(await h().sql('select mode from social.invitations where recipient_email = $1', [to])).toEqual([{ mode: 'affiliate' }]);
  });

  it('limits an account to 30 a day, and an address to 60 a day across accounts', async () => {
    const ip = '10.78.0.1';
    const [kim, lou, max] = [await provedMember('Kim'), await provedMember('Lou'), await provedMember('Max')];
    for (let i = 0; i < 30; i++) await invite(kim.id, stranger(), { ip });
    await expect(invite(kim.id, stranger(), { ip: '10.78.0.2' })).rejects.toMatchObject({ code: 'too_many_attempts', message: 'Too many attempts. Please try again in 24 hours.' });
    for (let i = 0; i < 30; i++) await invite(lou.id, stranger(), { ip });
    await expect(invite(max.id, stranger(), { ip })).rejects.toMatchObject({ code: 'too_many_attempts' });
    await expect(invite(max.id, stranger(), { ip: '10.78.0.3' })).resolves.toBeDefined();
    const [{ count }] = (await h().sql<{ count: string }>('select count(*) from social.invitations where sender_user_id = any($1)', [[kim.id, lou.id, max.id]])) as [{ count: string }];
    expect(Number(count)).toBe(61);
  });
});
