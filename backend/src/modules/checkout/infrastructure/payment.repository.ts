import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NewPayment, PaymentRecord, Payments } from '../application/ports/payments.port';
import { Payment } from './entities/payment.entity';

@Injectable()
export class PaymentRepository implements Payments {
  async add(em: EntityManager, data: NewPayment): Promise<PaymentRecord> {
    const payment = em.create(Payment, data);
    em.persist(payment);
    await em.flush();
    return payment;
  }

  findById(em: EntityManager, id: string): Promise<PaymentRecord | null> {
    return em.findOne(Payment, { id });
  }

  lockForRefund(em: EntityManager, which: { paymentId: string } | { captureId: string }): Promise<PaymentRecord | null> {
    return em.findOne(Payment, 'paymentId' in which ? { id: which.paymentId } : { captureId: which.captureId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }
}
