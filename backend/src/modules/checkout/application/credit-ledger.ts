import type { EntityManager } from '@mikro-orm/postgresql';
import { CreditBalance, NoCreditsError } from '../domain/credit-balance';

export { NoCreditsError };

export interface GrantCredits {
  userId: string;
  /** How many credits to add; a positive integer. */
  amount: number;
  /** Why, for the ledger ('signup_bonus', 'referral_reward', 'sample_pack', …). */
  reason: string;
  /** The same key twice grants once (a retried job, a redelivered event). */
  idempotencyKey: string;
}

export interface SpendCredit {
  userId: string;
  reason: string;
  idempotencyKey: string;
}

export interface LedgerResult {
  /** The balance after the call. */
  balance: number;
  /** False when the idempotency key had been used already and nothing changed. */
  applied: boolean;
}

async function insertEntry(em: EntityManager, userId: string, delta: number, reason: string, key: string): Promise<boolean> {
  const rows = await em.execute<{ id: string }[]>(
    `insert into checkout.credit_entries (id, user_id, delta, reason, idempotency_key)
     values (gen_random_uuid(), ?, ?, ?, ?) on conflict (idempotency_key) do nothing returning id`,
    [userId, delta, reason, key],
  );
  return rows.length > 0;
}

/** The user's current number of sample credits (0 for a user the ledger has never seen). */
export async function creditBalance(em: EntityManager, userId: string): Promise<number> {
  const rows = await em.execute<{ balance: number }[]>('select balance from checkout.credit_balances where user_id = ?', [userId]);
  return rows[0]?.balance ?? 0;
}

/** Adds credits, once per idempotency key. Runs in the caller's transaction when there is one. */
export async function grantCredits(em: EntityManager, grant: GrantCredits): Promise<LedgerResult> {
  CreditBalance.grantable(grant.amount);
  return em.transactional(async (tx) => {
    if (!(await insertEntry(tx, grant.userId, grant.amount, grant.reason, grant.idempotencyKey))) {
      return { balance: await creditBalance(tx, grant.userId), applied: false };
    }
    const rows = await tx.execute<{ balance: number }[]>(
      `insert into checkout.credit_balances (user_id, balance) values (?, ?)
       on conflict (user_id) do update set balance = credit_balances.balance + excluded.balance, updated_at = now()
       returning balance`,
      [grant.userId, grant.amount],
    );
    return { balance: rows[0]!.balance, applied: true };
  });
}

/**
 * Takes one credit, once per idempotency key, or throws NoCreditsError (402) and changes nothing.
 * The balance is read under its row lock and the domain refuses to take it below zero; the
 * conditional update (and the table's check constraint) stay as the database's last word, so two
 * concurrent spends of the last credit cannot both succeed.
 */
export async function spendCredit(em: EntityManager, spend: SpendCredit): Promise<LedgerResult> {
  return em.transactional(async (tx) => {
    if (!(await insertEntry(tx, spend.userId, -1, spend.reason, spend.idempotencyKey))) {
      return { balance: await creditBalance(tx, spend.userId), applied: false };
    }
    const locked = await tx.execute<{ balance: number }[]>('select balance from checkout.credit_balances where user_id = ? for update', [spend.userId]);
    CreditBalance.of(locked[0]?.balance ?? 0).spend(); // NoCreditsError rolls back the entry inserted above
    const rows = await tx.execute<{ balance: number }[]>(
      `update checkout.credit_balances set balance = balance - 1, updated_at = now()
        where user_id = ? and balance >= 1 returning balance`,
      [spend.userId],
    );
    if (rows.length === 0) throw new NoCreditsError();
    return { balance: rows[0]!.balance, applied: true };
  });
}
