import type { AccountRecord, UserAccounts } from '../../ports/admin-reads.port';
import { DeleteUserCommand } from './delete-user.command';
import { DeleteUserHandler } from './delete-user.handler';

const account = (over: Partial<AccountRecord>): AccountRecord => ({ id: 'u1', email: 'u1@example.com', firstName: null, lastName: null, isAdmin: false, isActive: true, createdAt: new Date(), ...over });

/** Identity's facade stand-in: who exists, and who was deleted. */
function accounts(list: AccountRecord[]) {
  const deleted: string[] = [];
  const port: Pick<UserAccounts, 'find' | 'delete'> = {
    find: (id) => Promise.resolve(list.find((a) => a.id === id) ?? null),
    delete: (id) => {
      deleted.push(id);
      return Promise.resolve();
    },
  };
  return { deleted, handler: new DeleteUserHandler(port as UserAccounts) };
}

describe('DeleteUserHandler', () => {
  it('deletes an active non-admin through identity', async () => {
    const { deleted, handler } = accounts([account({ id: 'u1' })]);
    await handler.execute(new DeleteUserCommand('u1'));
    expect(deleted).toEqual(['u1']);
  });

  it('never deletes an admin, nor a user already gone', async () => {
    const { deleted, handler } = accounts([account({ id: 'admin', isAdmin: true }), account({ id: 'gone', isActive: false })]);
    await expect(handler.execute(new DeleteUserCommand('admin'))).rejects.toMatchObject({ kind: 'conflict', message: 'Administrators cannot be deleted' });
    await expect(handler.execute(new DeleteUserCommand('gone'))).rejects.toMatchObject({ kind: 'not_found' });
    await expect(handler.execute(new DeleteUserCommand('nobody'))).rejects.toMatchObject({ kind: 'not_found' });
    expect(deleted).toEqual([]);
  });
});
