
/** Whether a payment still stands (checkout's public facade, behind this port). */
export const PAYMENTS = Symbol('SOCIAL_PAYMENTS');

export interface PaymentsPort {
  /**
   * False once the payment was refunded; otherwise true, and held so until the caller's transaction
   * ends: a refund then waits, and its event finds the share given here to take back.
   */
  holdUnlessRefunded(paymentId: string): Promise<boolean>;
}
