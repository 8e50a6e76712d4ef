import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../../shared/ddd';
import { checkoutErrors } from '../../../domain/checkout-errors';
import { normalizeVoucherCode, voucherDefinitionProblems } from '../../../domain/voucher-rules';
import { Voucher } from '../../../infrastructure/entities/voucher.entity';
import { VoucherRepository } from '../../../infrastructure/voucher.repository';

export interface CreateVoucherCommand {
  code: string;
  discountType: 'percentage' | 'fixed';
  /** A percentage, or cents for a fixed discount. */
  discountValue: number;
  maxUses?: number | null;
  expiresAt?: string | null;
  isActive?: boolean;
}

/** Admin: list, create and deactivate vouchers (a delete is a soft deactivation: payments keep pointing at it). */
@Injectable()
export class ManageVouchersHandler {
  constructor(
    private readonly em: EntityManager,
    private readonly vouchers: VoucherRepository,
  ) {}

  async list(): Promise<Voucher[]> {
    return this.em.fork().find(Voucher, {}, { orderBy: { createdAt: 'desc' } });
  }

  async create(command: CreateVoucherCommand): Promise<Voucher> {
    const problems = voucherDefinitionProblems(command);
    if (problems.length > 0) throw new DomainError('invalid', 'validation_failed', problems[0]!, problems.length > 1 ? problems : undefined);
    const em = this.em.fork();
    const code = normalizeVoucherCode(command.code);
    if (await this.vouchers.findByCode(em, code)) throw checkoutErrors.voucherExists();
    const voucher = em.create(Voucher, {
      code,
      discountType: command.discountType,
      discountValue: command.discountValue,
      maxUses: command.maxUses ?? null,
      expiresAt: command.expiresAt ? new Date(command.expiresAt) : null,
      isActive: command.isActive ?? true,
    });
    try {
      await em.persist(voucher).flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw checkoutErrors.voucherExists(); // same code created at the same moment
      throw error;
    }
    return voucher;
  }

  async deactivate(id: string): Promise<Voucher> {
    const em = this.em.fork();
    const voucher = await em.findOne(Voucher, { id });
    if (!voucher) throw checkoutErrors.voucherNotFound();
    voucher.isActive = false;
    await em.flush();
    return voucher;
  }
}
