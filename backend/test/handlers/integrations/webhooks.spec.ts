import { CreateWebhookCommand } from '../../../src/modules/integrations/application/commands/create-webhook/create-webhook.command';
import { DeleteWebhookCommand } from '../../../src/modules/integrations/application/commands/delete-webhook/delete-webhook.command';
import { ListWebhooksQuery } from '../../../src/modules/integrations/application/queries/list-webhooks/list-webhooks.query';
import { ListWebhookDeliveriesQuery } from '../../../src/modules/integrations/application/queries/list-webhook-deliveries/list-webhook-deliveries.query';
import { useHandlerHarness } from '../../support/handler-harness';

const HOOK = 'http://127.0.0.1:9/hook';

/** Webhooks: an http(s) URL without credentials, only for a proved email, at most 10, the secret shown once. */
describe('CreateWebhook, DeleteWebhook and the webhook lists on the bus (PostgreSQL)', () => {
  const h = useHandlerHarness();
  const create = (userId: string, url = HOOK, events = ['song.completed']) => h().execute<{ id: string; secret: string; events: string[] }>(new CreateWebhookCommand(userId, url, events));

  it.each([['ftp://127.0.0.1/hook'], ['not a url'], ['https://user:pw@127.0.0.1/hook']])('refuses the URL %s', async (url) => {
    const { id } = await h().user({ proved: true });
    await expect(create(id, url)).rejects.toMatchObject({ kind: 'invalid', code: 'webhook_url_refused' });
  });

  it('refuses an account whose email is not proved', async () => {
    const { id } = await h().user();
    await expect(create(id)).rejects.toMatchObject({ code: 'email_not_verified' });
  });

  it('stores the events once each, shows the secret once, and keeps at most 10', async () => {
    const { id } = await h().user({ proved: true });
    const first = await create(id, HOOK, ['song.completed', 'song.completed', 'song.previews_ready']);
    expect(first.events).toEqual(['song.completed', 'song.previews_ready']);
    expect(first.secret.length).toBeGreaterThan(20);
    const listed = await h().ask<{ items: { id: string }[] }>(new ListWebhooksQuery(id));
    expect(JSON.stringify(listed)).not.toContain(first.secret);
    for (let i = 1; i < 10; i++) await create(id);
    await expect(create(id)).rejects.toMatchObject({ kind: 'conflict', code: 'too_many_webhooks' });
  });

  it('deletes only the owner’s webhook; its deliveries are the owner’s to read', async () => {
    const owner = await h().user({ proved: true });
    const other = await h().user({ proved: true });
    const hook = await create(owner.id);
    await expect(h().ask(new ListWebhookDeliveriesQuery(other.id, hook.id, 10, null))).rejects.toMatchObject({ kind: 'not_found' });
    await expect(h().ask(new ListWebhookDeliveriesQuery(owner.id, hook.id, 10, null))).resolves.toEqual({ items: [], nextCursor: null });
    await expect(h().execute(new DeleteWebhookCommand(other.id, hook.id))).rejects.toMatchObject({ kind: 'not_found' });
    await h().execute(new DeleteWebhookCommand(owner.id, hook.id));
    const listed = await h().ask<{ items: { id: string }[] }>(new ListWebhooksQuery(owner.id));
    expect(listed.items.map((w) => w.id)).not.toContain(hook.id);
  });
});
