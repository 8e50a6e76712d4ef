import { RespondToFriendRequestCommand } from '../../../src/modules/social/application/commands/respond-to-friend-request/respond-to-friend-request.command';
import { SendFriendRequestCommand } from '../../../src/modules/social/application/commands/send-friend-request/send-friend-request.command';
import { SearchUsersQuery } from '../../../src/modules/social/application/queries/search-users/search-users.query';
import { DeactivateAccountCommand } from '../../../src/modules/identity/application/commands/deactivate-account/deactivate-account.command';
import { useHandlerHarness } from '../../support/handler-harness';

/** Finding a friend: by exact address only, with the connection state the spec names; a search limit per user. */
describe('SearchUsers on the bus (PostgreSQL)', () => {
  const h = useHandlerHarness();
  const search = (userId: string, email: string) => h().ask<Record<string, unknown>[]>(new SearchUsersQuery(userId, email));

  it('finds a member by the exact address in any case, never by part of it', async () => {
    const ann = await h().user({ firstName: 'Ann' });
    const ben = await h().user({ firstName: 'Ben' });
    await expect(search(ann.id, `  ${ben.email.toUpperCase()} `)).resolves.toEqual([{ id: ben.id, name: 'Ben', email: ben.email, canSendRequest: true, alreadyFriends: false, requestPending: false }]);
    await expect(search(ann.id, `x${ben.email}`)).resolves.toEqual([]);
    await expect(search(ann.id, ben.email.slice(0, -4))).resolves.toEqual([]);
  });

  it('tells pending from friends, and yourself cannot connect', async () => {
    const ann = await h().user();
    const ben = await h().user();
    await expect(search(ann.id, ann.email)).resolves.toMatchObject([{ canSendRequest: false, alreadyFriends: false, requestPending: false }]);
    const request = await h().execute<{ id: string }>(new SendFriendRequestCommand(ann.id, ben.id, null));
    await expect(search(ben.id, ann.email)).resolves.toMatchObject([{ canSendRequest: false, requestPending: true, alreadyFriends: false }]);
    await h().execute(new RespondToFriendRequestCommand(ben.id, request.id, 'accept'));
    await expect(search(ann.id, ben.email)).resolves.toMatchObject([{ canSendRequest: false, requestPending: false, alreadyFriends: true }]);
  });

  it('does not find a deactivated account', async () => {
    const ann = await h().user();
    const gone = await h().user();
    await h().execute(new DeactivateAccountCommand(gone.id));
    await expect(search(ann.id, gone.email)).resolves.toEqual([]);
  });

  it('allows 30 searches per user per 15 minutes, then refuses; other users still search', async () => {
    const ann = await h().user();
    const ben = await h().user();
    for (let i = 0; i < 30; i++) await search(ann.id, `x${i}@example.com`);
    await expect(search(ann.id, ben.email)).rejects.toMatchObject({ code: 'too_many_attempts' });
    await expect(search(ben.id, ann.email)).resolves.toHaveLength(1);
  });
});
