import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Voucher } from './entities/voucher.entity';

/** Voucher look-ups and the atomic use counter. */
@Injectable()
export class VoucherRepository {
  /** By code, whatever its letter case. */
  async findByCode(em: EntityManager, code: string): Promise<Voucher | null> {
    const rows = await em.execute<{ id: string }[]>('select id from checkout.vouchers where lower(code) = lower(?)', [code]);
    return rows[0] ? em.findOne(Voucher, { id: rows[0].id }, { refresh: true }) : null;
  }

  /**
   * Counts one use if the voucher is still active, unexpired and not used up, in one conditional
   * UPDATE: concurrent claims queue on the row lock and re-check, so maxUses is never exceeded.
   */
  async claimUse(em: EntityManager, voucherId: string): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(
      `update checkout.vouchers set current_uses = current_uses + 1
        where id = ? and is_active and (expires_at is null or expires_at > now())
          and (max_uses is null or current_uses < max_uses)
        returning id`,
      [voucherId],
    );
    return rows.length === 1;
  }

  /** Gives a claimed use back (the payment it was claimed for did not go through). */
  async releaseUse(em: EntityManager, voucherId: string): Promise<void> {
    await em.execute('update checkout.vouchers set current_uses = current_uses - 1 where id = ? and current_uses > 0', [voucherId]);
  }
}
