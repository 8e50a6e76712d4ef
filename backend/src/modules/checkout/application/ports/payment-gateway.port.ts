/**
 * The payment provider as the checkout sees it: PayPal's Orders v2 states (CREATED → APPROVED →
 * COMPLETED), whichever provider is behind it. Every call that changes money carries a request id
 * the provider uses to answer a repeat with the first result, so retries never charge twice.
 */
export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');

export interface CreateOrderInput {
  amountCents: number;
  currency: 'USD';
  /** What is bought: a song id or a sample pack id. */
  referenceId: string;
  /** Our order id: ties the provider's order to the buyer and what they buy. */
  customId: string;
  description: string;
}

export interface GatewayCapture {
  orderId: string;
  /** The capture's own status: COMPLETED means the money is ours. */
  status: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'FAILED' | string;
  captureId: string;
  amountCents: number;
  currency: string;
  customId: string | null;
}

export interface GatewayRefund {
  refundId: string;
  status: string;
}

export type GatewayFailure = 'declined' | 'not_approved' | 'unavailable' | 'rejected';

/** A provider answer that is not success. `unavailable` may be retried later; the others are final. */
export class PaymentGatewayError extends Error {
  constructor(
    readonly failure: GatewayFailure,
    message: string,
    readonly providerIssue?: string,
  ) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}

export interface WebhookHeaders {
  [name: string]: string | string[] | undefined;
}

export interface PaymentGateway {
  readonly provider: 'sandbox' | 'paypal';
  /** What the browser needs: the PayPal JS SDK's public client id, or null (no PayPal Buttons). */
  setup(): { clientToken: string | null; message: string };
  createOrder(input: CreateOrderInput, requestId: string): Promise<{ orderId: string; status: string }>;
  captureOrder(orderId: string, requestId: string): Promise<GatewayCapture>;
  /**
   * Whether the provider holds any capture of this order (completed or still pending): 'none' means
   * no money was or will be taken. An order the provider no longer knows was never captured.
   */
  captureState(orderId: string): Promise<'captured' | 'none'>;
  /**
   * The order's capture as the provider holds it (completed or pending), or null when it holds
   * none: how a capture that happened without our record (a crash in between) is found again.
   */
  findCapture(orderId: string): Promise<GatewayCapture | null>;
  refundCapture(captureId: string, requestId: string, note: string | null): Promise<GatewayRefund>;
  /** True only when the provider confirms it signed exactly these bytes. */
  verifyWebhook(headers: WebhookHeaders, rawBody: Buffer): Promise<boolean>;
  /**
   * The buyer's approval as a step of our own page: only the built-in sandbox has it (PayPal's
   * approval happens in its window). False when the order can no longer be approved.
   */
  approve?(orderId: string): Promise<boolean>;
}
