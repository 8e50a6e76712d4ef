import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * Runs `effect` at most once per (message, handler): the inbox row and the effect commit in one
 * transaction, so a redelivered message finds its row and does nothing.
 * The effect joins that transaction through the UnitOfWork (it is the open one in its async context).
 * Returns false when the message had already been handled.
 */
export async function handleOnce(
  orm: MikroORM,
  messageId: string,
  handler: string,
  effect: () => Promise<void>,
): Promise<boolean> {
  return orm.em.fork().transactional(async (em) => {
    const inserted = await em.execute<{ message_id: string }[]>(
      `insert into messaging.inbox_messages (message_id, handler) values (?, ?)
       on conflict do nothing returning message_id`,
      [messageId, handler],
    );
    if (inserted.length === 0) return false;
    await effect();
    return true;
  });
}
