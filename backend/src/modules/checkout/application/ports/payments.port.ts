import type { Payment, PaymentStatus } from '../../domain/payment';

/** The payments (one row per money movement that unlocked something), in the open unit of work, if any. */
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

/** A second live payment for one song, or a second payment of one provider order: the unique indexes refused it. */
export class DuplicatePaymentError extends Error {
  constructor() {
    super('a payment for this song or provider order exists already');
    this.name = 'DuplicatePaymentError';
  }
}

export interface Payments {
  /** Inserts the payment now; a duplicate (see the unique indexes) throws DuplicatePaymentError. */
  add(payment: NewPayment): Promise<PaymentRecord>;
  findById(id: string): Promise<PaymentRecord | null>;
  /** The payment by id or by provider capture id, under its row lock. */
  lockForRefund(which: { paymentId: string } | { captureId: string }): Promise<Payment | null>;
  /** Writes the payment's state at the caller's flush. */
  update(payment: Payment): void;
}
