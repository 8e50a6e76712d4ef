import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';
import type { AccountTraces, SharedTrace } from '../application/ports/account-traces.port';

/** Two sign-ups from one address this close together read as one person (product decision: 30 days). */
export const SIGNUP_ADDRESS_WINDOW_DAYS = 30;

const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

/** Remembers (once per value, the last time refreshed) a device nonce or a sign-up address of an account. */
async function recordAccountTrace(em: EntityManager, userId: string, kind: 'device' | 'signup_address', value: string): Promise<void> {
  await em.execute(
    `insert into identity.account_traces (user_id, kind, value_hash) values (?, ?, ?)
     on conflict (user_id, kind, value_hash) do update set last_seen_at = now()`,
    [userId, kind, hashOf(value)],
  );
}

/**
 * What two accounts share: a browser (device nonce), or the address they signed up from, within
 * SIGNUP_ADDRESS_WINDOW_DAYS of each other. Empty: nothing links them.
 */
async function sharedTraces(em: EntityManager, a: string, b: string): Promise<SharedTrace[]> {
  if (a === b) return ['device'];
  const [row] = await em.execute<{ device: boolean; address: boolean }[]>(
    `select
       exists (select 1 from identity.account_traces x join identity.account_traces y on y.kind = x.kind and y.value_hash = x.value_hash
                where x.user_id = ? and y.user_id = ? and x.kind = 'device') as device,
       exists (select 1 from identity.account_traces x join identity.account_traces y on y.kind = x.kind and y.value_hash = x.value_hash
                where x.user_id = ? and y.user_id = ? and x.kind = 'signup_address'
                  and abs(extract(epoch from x.first_seen_at - y.first_seen_at)) <= ? * 86400) as address`,
    [a, b, a, b, SIGNUP_ADDRESS_WINDOW_DAYS],
  );
  const shared: SharedTrace[] = [];
  if (row?.device) shared.push('device');
  if (row?.address) shared.push('signup_address');
  return shared;
}

/** The AccountTraces port on identity.account_traces. */
@Injectable()
export class SqlAccountTraces implements AccountTraces {
  constructor(private readonly ems: EntityManagers) {}

  record(userId: string, kind: 'device' | 'signup_address', value: string): Promise<void> {
    const em = this.ems.current();
    return recordAccountTrace(em, userId, kind, value);
  }

  shared(userId: string, otherUserId: string): Promise<SharedTrace[]> {
    return sharedTraces(this.ems.current(), userId, otherUserId);
  }
}
