import { createHash } from 'node:crypto';
import { CreateApiTokenCommand } from '../../../src/modules/integrations/application/commands/create-api-token/create-api-token.command';
import { RevokeApiTokenCommand } from '../../../src/modules/integrations/application/commands/revoke-api-token/revoke-api-token.command';
import { ListApiTokensQuery } from '../../../src/modules/integrations/application/queries/list-api-tokens/list-api-tokens.query';
import { useHandlerHarness } from '../../support/handler-harness';

const DAY_MS = 24 * 3600 * 1000;

/** API tokens: only for a proved email, at most 20 live, a future expiry within a year, shown once, revoked at once. */
describe('CreateApiToken, RevokeApiToken and ListApiTokens on the bus (PostgreSQL)', () => {
  const h = useHandlerHarness();
  const create = (userId: string, expiresAt: Date | null = null, name = 'partner') => h().execute<{ id: string; token: string }>(new CreateApiTokenCommand(userId, name, ['songs'], expiresAt));

  it('refuses an account whose email is not proved', async () => {
    const { id } = await h().user();
    await expect(create(id)).rejects.toMatchObject({ kind: 'forbidden', code: 'email_not_verified' });
    expect(await h().sql('select id from integrations.api_tokens where user_id = $1', [id])).toEqual([]);
  });

  it('shows the token once and stores only a hash; the list never carries it', async () => {
    const { id } = await h().user({ proved: true });
    const created = await create(id);
    expect(created.token).toMatch(/^boogy_pat_/);
    const rows = await h().sql<Record<string, unknown>>('select * from integrations.api_tokens where id = $1', [created.id]);
    expect(JSON.stringify(rows)).not.toContain(created.token);
    expect(JSON.stringify(rows)).not.toContain(createHash('sha256').update(created.token).digest('base64'));
    const listed = await h().ask<{ items: { id: string }[] }>(new ListApiTokensQuery(id));
    expect(JSON.stringify(listed)).not.toContain(created.token);
    expect(listed.items.map((t) => t.id)).toEqual([created.id]);
  });

  it.each([
    ['in the past', new Date(Date.now() - 60_000)],
    ['more than a year away', new Date(Date.now() + 400 * DAY_MS)],
  ])('refuses an expiry %s', async (_label, expiresAt) => {
    const { id } = await h().user({ proved: true });
    await expect(create(id, expiresAt)).rejects.toMatchObject({ kind: 'invalid', code: 'invalid_expiry' });
  });

  it('keeps at most 20 live tokens; revoking one makes room, and another user cannot revoke it', async () => {
    const { id } = await h().user({ proved: true });
    const other = await h().user({ proved: true });
    const tokens = [];
    for (let i = 0; i < 20; i++) tokens.push(await create(id, new Date(Date.now() + 30 * DAY_MS), `t${i}`));
    await expect(create(id)).rejects.toMatchObject({ kind: 'conflict', code: 'too_many_api_tokens' });
    await expect(h().execute(new RevokeApiTokenCommand(other.id, tokens[0]!.id))).rejects.toMatchObject({ kind: 'not_found' });
    await h().execute(new RevokeApiTokenCommand(id, tokens[0]!.id));
    await expect(create(id)).resolves.toMatchObject({ token: expect.any(String) });
    const listed = await h().ask<{ items: { id: string }[] }>(new ListApiTokensQuery(id));
    expect(listed.items.map((t) => t.id)).not.toContain(tokens[0]!.id);
  });
});
