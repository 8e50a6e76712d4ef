import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';
import type { NewVoucher, VoucherRecord, Vouchers } from '../application/ports/vouchers.port';
import { Voucher } from './entities/voucher.entity';

/** Voucher look-ups and the atomic use counter. */
@Injectable()
export class VoucherRepository implements Vouchers {
  constructor(private readonly ems: EntityManagers) {}

  async findByCode(code: string): Promise<Voucher | null> {
    const em = this.ems.current();
    const rows = await em.execute<{ id: string }[]>('select id from checkout.vouchers where lower(code) = lower(?)', [code]);
    return rows[0] ? em.findOne(Voucher, { id: rows[0].id }, { refresh: true }) : null;
  }

  /** Read from the database each time (a claim may have changed it in this transaction). */
  findById(id: string): Promise<VoucherRecord | null> {
    return this.ems.current().findOne(Voucher, { id }, { refresh: true });
  }

  list(): Promise<VoucherRecord[]> {
    return this.ems.current().find(Voucher, {}, { orderBy: { createdAt: 'desc' } });
  }

  async add(data: NewVoucher): Promise<VoucherRecord | null> {
    const em = this.ems.current();
    const voucher = em.create(Voucher, data);
    try {
      await em.persist(voucher).flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return null; // same code created at the same moment
      throw error;
    }
    return voucher;
  }

  async saveActive(voucher: VoucherRecord): Promise<void> {
    await this.ems.current().nativeUpdate(Voucher, { id: voucher.id }, { isActive: voucher.isActive });
  }

  async claimUse(voucherId: string): Promise<boolean> {
    const rows = await this.ems.current().execute<{ id: string }[]>(
      `update checkout.vouchers set current_uses = current_uses + 1
        where id = ? and is_active and (expires_at is null or expires_at > now())
          and (max_uses is null or current_uses < max_uses)
        returning id`,
      [voucherId],
    );
    return rows.length === 1;
  }

  async releaseUse(voucherId: string): Promise<void> {
    await this.ems.current().execute('update checkout.vouchers set current_uses = current_uses - 1 where id = ? and current_uses > 0', [voucherId]);
  }
}
