import { InvalidCredentialsError } from '../../../domain/identity.errors';
import type { UserAccount } from '../../../domain/user-account';
import type { PasswordHasher } from '../../ports/password-hasher.port';
import type { UsersRepository } from '../../ports/users.repository.port';
import { VerifyCredentialsCommand } from './verify-credentials.command';
import { VerifyCredentialsHandler } from './verify-credentials.handler';

function handlerWith(accounts: Partial<UserAccount>[]) {
  const verified: (string | null)[] = [];
  const users = { findByEmail: async (email: string) => (accounts.find((a) => a.email === email) as UserAccount | undefined) ?? null } as unknown as UsersRepository;
  const hasher: PasswordHasher = {
    hash: async (p) => `hash:${p}`,
    verify: async (hash, password) => (verified.push(hash), hash === `hash:${password}`),
  };
  return { handler: new VerifyCredentialsHandler(users, hasher), verified };
}

describe('VerifyCredentialsHandler', () => {
  const ann = { id: 'u1', email: 'ann@example.com', passwordHash: 'hash:right', isActive: true };

  it('answers the account for its email (any letter case) and password', async () => {
    const { handler } = handlerWith([ann]);
    await expect(handler.execute(new VerifyCredentialsCommand(' Ann@Example.com ', 'right'))).resolves.toMatchObject({ id: 'u1' });
  });

  it('refuses a wrong password, a deactivated account and an unknown email alike, each after one hash check', async () => {
    const { handler, verified } = handlerWith([ann, { id: 'u2', email: 'gone@example.com', passwordHash: 'hash:right', isActive: false }]);
    await expect(handler.execute(new VerifyCredentialsCommand('ann@example.com', 'wrong'))).rejects.toBeInstanceOf(InvalidCredentialsError);
    await expect(handler.execute(new VerifyCredentialsCommand('gone@example.com', 'right'))).rejects.toBeInstanceOf(InvalidCredentialsError);
    await expect(handler.execute(new VerifyCredentialsCommand('nobody@example.com', 'right'))).rejects.toBeInstanceOf(InvalidCredentialsError);
    expect(verified).toEqual(['hash:right', 'hash:right', null]);
  });
});
