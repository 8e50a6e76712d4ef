import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NewPayment, PaymentRecord, Payments } from '../application/ports/payments.port';
import { Payment as PaymentAggregate } from '../domain/payment';
import { Payment } from './entities/payment.entity';

@Injectable()
export class PaymentRepository implements Payments {
  /** The row each loaded aggregate came from: `update` writes the aggregate's state onto it. */
  private readonly rows = new WeakMap<PaymentAggregate, Payment>();

  async add(em: EntityManager, data: NewPayment): Promise<PaymentRecord> {
    const payment = em.create(Payment, data);
    em.persist(payment);
    await em.flush();
    return payment;
  }

  findById(em: EntityManager, id: string): Promise<PaymentRecord | null> {
    return em.findOne(Payment, { id });
  }

  async lockForRefund(em: EntityManager, which: { paymentId: string } | { captureId: string }): Promise<PaymentAggregate | null> {
    const row = await em.findOne(Payment, 'paymentId' in which ? { id: which.paymentId } : { captureId: which.captureId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!row) return null;
    const { id, userId, songId, amount, currency, status, isRefunded, refundedAt, refundReason } = row;
    const payment = PaymentAggregate.restore({ id, userId, songId, amount, currency, status, isRefunded, refundedAt, refundReason });
    this.rows.set(payment, row);
    return payment;
  }

  update(_em: EntityManager, payment: PaymentAggregate): void {
    const row = this.rows.get(payment);
    if (!row) throw new Error(`PaymentRepository.update: payment ${payment.id} was not loaded by this repository`);
    Object.assign(row, payment.toState());
  }
}
