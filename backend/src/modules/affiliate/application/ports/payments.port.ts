
/** Whether a payment still stands (checkout's public facade, behind this port). */
export const PAYMENTS_PORT = Symbol('AffiliatePaymentsPort');

export interface PaymentsPort {
  /**
   * False once the payment was refunded; otherwise true, and held so until the caller's transaction
   * ends: a refund then waits, and its event finds the commissions recorded here to reverse.
   */
  holdUnlessRefunded(paymentId: string): Promise<boolean>;
}
