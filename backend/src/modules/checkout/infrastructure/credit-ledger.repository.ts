import { Injectable } from '@nestjs/common';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';
import type { CreditLedgerStore } from '../application/ports/credit-ledger.port';

/** checkout.credit_entries (unique idempotency key) and checkout.credit_balances (check balance >= 0). */
@Injectable()
export class CreditLedgerRepository implements CreditLedgerStore {
  constructor(private readonly ems: EntityManagers) {}

  async addEntry({ userId, delta, reason, idempotencyKey }: { userId: string; delta: number; reason: string; idempotencyKey: string }): Promise<boolean> {
    const rows = await this.ems.current().execute<{ id: string }[]>(
      `insert into checkout.credit_entries (id, user_id, delta, reason, idempotency_key)
       values (gen_random_uuid(), ?, ?, ?, ?) on conflict (idempotency_key) do nothing returning id`,
      [userId, delta, reason, idempotencyKey],
    );
    return rows.length > 0;
  }

  async balance(userId: string): Promise<number> {
    const rows = await this.ems.current().execute<{ balance: number }[]>('select balance from checkout.credit_balances where user_id = ?', [userId]);
    return rows[0]?.balance ?? 0;
  }

  async lockBalance(userId: string): Promise<number> {
    const rows = await this.ems.current().execute<{ balance: number }[]>('select balance from checkout.credit_balances where user_id = ? for update', [userId]);
    return rows[0]?.balance ?? 0;
  }

  async increase(userId: string, amount: number): Promise<number> {
    const rows = await this.ems.current().execute<{ balance: number }[]>(
      `insert into checkout.credit_balances (user_id, balance) values (?, ?)
       on conflict (user_id) do update set balance = credit_balances.balance + excluded.balance, updated_at = now()
       returning balance`,
      [userId, amount],
    );
    return rows[0]!.balance;
  }

  async decreaseByOne(userId: string): Promise<number | null> {
    const rows = await this.ems.current().execute<{ balance: number }[]>(
      `update checkout.credit_balances set balance = balance - 1, updated_at = now()
        where user_id = ? and balance >= 1 returning balance`,
      [userId],
    );
    return rows[0]?.balance ?? null;
  }
}
