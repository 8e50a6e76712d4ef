import type { UnitOfWork } from '../../../shared/application/unit-of-work';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** How many reminders one run looks at; the next run takes the rest. */
export const REMINDER_BATCH = 200;

/**
 * Sends the due reminders, each in a transaction of its own where `claimAndSend` claims it (false:
 * another worker had) and queues its email, so that each goes once. Answers how many this run claimed.
 */
export async function sendClaimedReminders<T>(uow: UnitOfWork, due: readonly T[], claimAndSend: (item: T) => Promise<boolean>): Promise<number> {
  let sent = 0;
  for (const item of due) {
    if (await uow.run(() => claimAndSend(item))) sent += 1;
  }
  return sent;
}
