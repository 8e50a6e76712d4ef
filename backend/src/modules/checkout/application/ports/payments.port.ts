import type { EntityManager } from '@mikro-orm/postgresql';
import type { Payment, PaymentStatus } from '../../domain/payment';

/** The payments (one row per money movement that unlocked something), in the caller's transaction `em`. */
export const PAYMENTS = Symbol('Payments');

export type { PaymentStatus };

/** A payment as the application reads it; a refund goes through the `Payment` aggregate (`lockForRefund`, `update`). */
export interface PaymentRecord {
  readonly id: string;
  userId: string;
  songId: string | null;
  packId: string | null;
  paypalOrderId: string | null;
  captureId: string | null;
  provider: string;
  amount: number;
  currency: string;
  status: PaymentStatus;
  voucherId: string | null;
  isRefunded: boolean;
  refundedAt: Date | null;
  refundReason: string | null;
  createdAt: Date;
}

export interface NewPayment {
  userId: string;
  songId: string | null;
  packId?: string | null;
  paypalOrderId?: string | null;
  captureId?: string | null;
  provider: string;
  amount: number;
  currency?: string;
  status: PaymentStatus;
  voucherId: string | null;
}

export interface Payments {
  /** Inserts the payment now (its unique indexes answer a duplicate with an error). */
  add(em: EntityManager, payment: NewPayment): Promise<PaymentRecord>;
  findById(em: EntityManager, id: string): Promise<PaymentRecord | null>;
  /** The payment by id or by provider capture id, under its row lock. */
  lockForRefund(em: EntityManager, which: { paymentId: string } | { captureId: string }): Promise<Payment | null>;
  /** Writes the payment's state at the caller's flush. */
  update(em: EntityManager, payment: Payment): void;
}
