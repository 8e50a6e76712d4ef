import { randomUUID } from 'node:crypto';
import { DeleteUserCommand } from '../../../src/modules/admin/application/commands/delete-user/delete-user.command';
import { ListAdminUsersQuery } from '../../../src/modules/admin/application/queries/list-users/list-users.query';
import { EnsureAdminCommand } from '../../../src/modules/identity/application/commands/ensure-admin/ensure-admin.command';
import { VerifyCredentialsCommand } from '../../../src/modules/identity/application/commands/verify-credentials/verify-credentials.command';
import { PASSWORD, useHandlerHarness } from '../../support/handler-harness';

/** The admin's users page: paged search by email or name, and deleting (never an administrator). */
describe('ListAdminUsers, DeleteUser and EnsureAdmin on the bus (PostgreSQL)', () => {
  const h = useHandlerHarness();
  const list = (search: string | null, page?: unknown, pageSize?: unknown) =>
    h().ask<{ total: number; page: number; pageSize: number; users: { email: string; firstName: string | null; previewCredits: number; songCount: number; totalSpent: number }[] }>(new ListAdminUsersQuery(search, { page: page as string | undefined, pageSize: pageSize as string | undefined }));

  it('pages a search by email, newest first, with each user’s credits, songs and spending', async () => {
    const marker = `zed${randomUUID().slice(0, 6)}`;
    const emails: string[] = [];
    for (let i = 0; i < 3; i++) emails.push((await h().user({ email: `${marker}.${i}@example.com`, firstName: 'Zed', proved: true })).email);
    const first = await list(marker.toUpperCase(), undefined, 2);
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.users.map((u) => u.email)).toEqual([emails[2], emails[1]]);
    const second = await list(marker, 2, 2);
    expect(second.users.map((u) => u.email)).toEqual([emails[0]]);
    expect(second.users[0]).toMatchObject({ firstName: 'Zed', previewCredits: 10, songCount: 0, totalSpent: 0 });
    expect((await list('%')).total).toBe(0);
  });

  it.each([[0], [-1], ['two']])('refuses page %p with a clear message', async (page) => {
    await expect(list(null, page)).rejects.toMatchObject({ kind: 'invalid', message: 'Page must be a whole number from 1' });
  });

  it('deletes a member: they cannot sign in and drop out of the list; a second delete is not found', async () => {
    const { id, email } = await h().user();
    await h().execute(new DeleteUserCommand(id));
    await expect(h().execute(new VerifyCredentialsCommand(email, PASSWORD))).rejects.toMatchObject({ code: 'invalid_credentials' });
    expect((await list(email)).total).toBe(0);
    await expect(h().execute(new DeleteUserCommand(id))).rejects.toMatchObject({ kind: 'not_found' });
    await expect(h().execute(new DeleteUserCommand('00000000-0000-4000-8000-000000000000'))).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('never deletes an administrator', async () => {
    const email = `admin-${randomUUID().slice(0, 8)}@example.com`;
    await expect(h().execute(new EnsureAdminCommand({ email, password: 'admin-password-1234', setPassword: true }))).resolves.toBe('created');
    const [admin] = await h().sql<{ id: string }>('select id from identity.users where email = $1', [email]);
    await expect(h().execute(new DeleteUserCommand(admin!.id))).rejects.toMatchObject({ kind: 'conflict', message: 'Administrators cannot be deleted' });
    await expect(h().execute(new VerifyCredentialsCommand(email, 'admin-password-1234'))).resolves.toMatchObject({ isAdmin: true });
  });

  it('promotes an existing account to administrator, keeping its password unless asked to set one', async () => {
    const { email } = await h().user();
    await expect(h().execute(new EnsureAdminCommand({ email, password: 'another-password-99', setPassword: false }))).resolves.toBe('promoted');
    await expect(h().execute(new VerifyCredentialsCommand(email, PASSWORD))).resolves.toMatchObject({ isAdmin: true });
  });
});
