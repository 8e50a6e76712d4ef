import type { UserAccount } from '../domain/user-account';
import type { IdentityEmails } from './identity-emails';
import type { CreditsPort } from './ports/credits.port';
import type { OneTimeTokens } from './ports/one-time-tokens.port';
import type { SessionRegistry } from './ports/sessions.port';
import type { UsersRepository } from './ports/users.repository.port';
import { EmailProver } from './prove-email';
import type { IntegrationEvents } from '../../../shared/application/integration-events';

/** The prover against recording fakes of its ports: what it asks of each, in order. */
function proverWithFakes(referredBy: string | null = null) {
  const calls: string[] = [];
  const users = { save: async (u: UserAccount) => void calls.push(`save ${u.id} verified=${u.emailVerifiedAt !== null}`) } as unknown as UsersRepository;
  const tokens = { revoke: async (userId: string, purpose: string) => void calls.push(`revoke ${userId} ${purpose}`) } as unknown as OneTimeTokens;
  const sessions: SessionRegistry = { endAllOf: async (userId) => void calls.push(`end sessions ${userId}`) };
  const credits = { grant: async (g: { userId: string; amount: number; idempotencyKey: string }) => (calls.push(`grant ${g.amount} ${g.idempotencyKey}`), { balance: 10 }) } as unknown as CreditsPort;
  const emails = { emailProved: async (to: string, dropped: { password: boolean }) => void calls.push(`email ${to} password-dropped=${dropped.password}`) } as unknown as IdentityEmails;
  const affiliate = {
    setPayoutEmail: async (userId: string, email: string | null) => void calls.push(`payout email ${userId} ${email}`),
    // Affiliate keeps who referred the account (15 sign-up credits instead of 10).
    settingsOf: async (userId: string) => ({ personalizedSlug: null, paypalEmail: null, referralCode: `CODE-${userId}`, referredBy }),
  };
  return { prover: new EmailProver(users, tokens, sessions, credits, emails, events, affiliate), calls };
}

/** The integration events the proof records in the caller's unit of work. */
const outbox: { type: string; payload: unknown }[] = [];
const events: IntegrationEvents = { record: (type, payload) => void outbox.push({ type, payload }) };
const account = (over: Partial<UserAccount> = {}): UserAccount => ({
  id: 'u1',
  email: 'ann@example.com',
  passwordHash: 'typed-by-someone',
  firstName: 'Ann',
  lastName: null,
  preferredCurrency: 'USD',
  pendingEmail: null,
  isAdmin: false,
  isActive: true,
  createdAt: new Date(),
  emailVerifiedAt: null,
  deactivatedAt: null,
  ...over,
});

describe('EmailProver', () => {
  it('a first proof from another browser: revokes the email change, saves, unlocks 9 credits once, ends sessions, retires confirmations, tells the owner', async () => {
    const { prover, calls } = proverWithFakes();
    await expect(prover.prove(account(), { sessionUserId: null })).resolves.toEqual({ firstProof: true });
    expect(calls).toEqual([
      'revoke u1 email_verification',
      'payout email u1 null',
      'save u1 verified=true',
      'grant 9 signup-bonus-email-proved:u1',
      'end sessions u1',
      'revoke u1 email_confirmation',
      'email ann@example.com password-dropped=true',
    ]);
    // Other contexts hear of the first proof (a referral counts from now on).
    expect(outbox.at(-1)).toEqual({ type: 'identity.email-proved.v1', payload: { userId: 'u1', email: 'ann@example.com', referredByUserId: null } });
  });

  it('from the browser signed in to the account: its pending change stays', async () => {
    const { prover, calls } = proverWithFakes('u0');
    await prover.prove(account(), { sessionUserId: 'u1' });
    expect(calls).not.toContain('revoke u1 email_verification');
    expect(calls).not.toContain('payout email u1 null');
    expect(calls).toContain('grant 14 signup-bonus-email-proved:u1');
    expect(outbox.at(-1)).toEqual({ type: 'identity.email-proved.v1', payload: { userId: 'u1', email: 'ann@example.com', referredByUserId: 'u0' } });
  });

  it('an account proved before: nothing happens', async () => {
    const { prover, calls } = proverWithFakes();
    await expect(prover.prove(account({ emailVerifiedAt: new Date() }), { sessionUserId: null })).resolves.toEqual({ firstProof: false });
    expect(calls).toEqual([]);
  });
});
