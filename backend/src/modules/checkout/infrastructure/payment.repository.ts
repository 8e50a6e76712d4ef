import { Injectable } from '@nestjs/common';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManagers } from '../../../shared/persistence/unit-of-work.mikro-orm';
import { DuplicatePaymentError, type NewPayment, type PaymentRecord, type Payments } from '../application/ports/payments.port';
import { Payment as PaymentAggregate } from '../domain/payment';
import { Payment } from './entities/payment.entity';

@Injectable()
export class PaymentRepository implements Payments {
  /** The row each loaded aggregate came from: `update` writes the aggregate's state onto it. */
  private readonly rows = new WeakMap<PaymentAggregate, Payment>();

  constructor(private readonly ems: EntityManagers) {}

  async add(data: NewPayment): Promise<PaymentRecord> {
    const em = this.ems.current();
    const payment = em.create(Payment, data);
    em.persist(payment);
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new DuplicatePaymentError();
      throw error;
    }
    return payment;
  }

  findById(id: string): Promise<PaymentRecord | null> {
    return this.ems.current().findOne(Payment, { id });
  }

  async lockForRefund(which: { paymentId: string } | { captureId: string }): Promise<PaymentAggregate | null> {
    const em = this.ems.current();
    const row = await em.findOne(Payment, 'paymentId' in which ? { id: which.paymentId } : { captureId: which.captureId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!row) return null;
    const { id, userId, songId, amount, currency, status, isRefunded, refundedAt, refundReason } = row;
    const payment = PaymentAggregate.restore({ id, userId, songId, amount, currency, status, isRefunded, refundedAt, refundReason });
    this.rows.set(payment, row);
    return payment;
  }

  update(payment: PaymentAggregate): void {
    const row = this.rows.get(payment);
    if (!row) throw new Error(`PaymentRepository.update: payment ${payment.id} was not loaded by this repository`);
    Object.assign(row, payment.toState());
  }
}
