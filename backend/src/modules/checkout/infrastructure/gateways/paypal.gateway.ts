import { PayPalConnection, type PayPalConnectionOptions, type PayPalIssue } from '../../../../shared/paypal/paypal-connection';
import {
  PaymentGatewayError,
  type CreateOrderInput,
  type GatewayCapture,
  type GatewayRefund,
  type PaymentGateway,
  type WebhookHeaders,
} from '../../application/ports/payment-gateway.port';
import { centsToDecimal, decimalToCents } from '../../domain/money';

export interface PayPalOptions extends PayPalConnectionOptions {
  webhookId: string | null;
}

interface PayPalCaptureResource {
  id: string;
  status: string;
  amount?: { currency_code: string; value: string };
  custom_id?: string;
}

interface PayPalOrder {
  id: string;
  status: string;
  purchase_units?: { custom_id?: string; payments?: { captures?: PayPalCaptureResource[] } }[];
}


/** An order's first capture (PayPal captures an order once, in its first purchase unit), or null. */
function captureOf(order: PayPalOrder): GatewayCapture | null {
  const unit = order.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  if (!capture) return null;
  return {
    orderId: order.id,
    status: capture.status,
    captureId: capture.id,
    amountCents: decimalToCents(capture.amount?.value ?? '') ?? -1,
    currency: capture.amount?.currency_code ?? '',
    customId: capture.custom_id ?? unit?.custom_id ?? null,
  };
}

/** A refused call as the port's error: declined, not approved yet, or rejected. */
function failureOf(status: number, issue: PayPalIssue): PaymentGatewayError {
  const code = issue.details?.[0]?.issue ?? issue.name ?? `HTTP_${status}`;
  const message = issue.details?.[0]?.description ?? issue.message ?? `PayPal answered ${status}`;
  if (code === 'INSTRUMENT_DECLINED' || code === 'PAYER_ACTION_REQUIRED' || code === 'TRANSACTION_REFUSED') return new PaymentGatewayError('declined', message, code);
  if (code === 'ORDER_NOT_APPROVED') return new PaymentGatewayError('not_approved', message, code);
  return new PaymentGatewayError('rejected', message, code);
}

/** PayPal REST: OAuth client credentials, Orders v2, captures/refunds v2, webhook verification v1. */
export class PayPalGateway implements PaymentGateway {
  readonly provider = 'paypal' as const;
  private readonly connection: PayPalConnection;

  constructor(private readonly options: PayPalOptions) {
    this.connection = new PayPalConnection(options, {
      credentialsRefused: (status) => new PaymentGatewayError('unavailable', `PayPal refused the API credentials (HTTP ${status})`),
      refused: failureOf,
      unavailable: (message) => new PaymentGatewayError('unavailable', message),
    });
  }

  setup() {
    return { clientToken: this.options.clientId, message: 'Pay with your PayPal account or a card.' };
  }

  async createOrder(input: CreateOrderInput, requestId: string): Promise<{ orderId: string; status: string }> {
    const order = await this.call<PayPalOrder>('POST', '/v2/checkout/orders', requestId, {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: input.referenceId,
          custom_id: input.customId,
          description: input.description.slice(0, 127),
          amount: { currency_code: input.currency, value: centsToDecimal(input.amountCents) },
        },
      ],
    });
    return { orderId: order.id, status: order.status };
  }

  async captureOrder(orderId: string, requestId: string): Promise<GatewayCapture> {
    const order = await this.call<PayPalOrder>('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, requestId, {});
    const capture = captureOf(order);
    if (!capture) throw new PaymentGatewayError('rejected', 'PayPal answered the capture without a capture', 'NO_CAPTURE');
    return capture;
  }

  async findCapture(orderId: string): Promise<GatewayCapture | null> {
    try {
      return captureOf(await this.call<PayPalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`, null, undefined));
    } catch (error) {
      // PayPal forgets orders that were never completed; a captured order stays retrievable.
      if (error instanceof PaymentGatewayError && (error.providerIssue === 'INVALID_RESOURCE_ID' || error.providerIssue === 'RESOURCE_NOT_FOUND')) return null;
      throw error;
    }
  }

  async captureState(orderId: string): Promise<'captured' | 'none'> {
    let order: PayPalOrder;
    try {
      order = await this.call<PayPalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`, null, undefined);
    } catch (error) {
      // PayPal forgets orders that were never completed; a captured order stays retrievable.
      if (error instanceof PaymentGatewayError && (error.providerIssue === 'INVALID_RESOURCE_ID' || error.providerIssue === 'RESOURCE_NOT_FOUND')) return 'none';
      throw error;
    }
    const captured = order.status === 'COMPLETED' || (order.purchase_units ?? []).some((u) => (u.payments?.captures ?? []).length > 0);
    return captured ? 'captured' : 'none';
  }

  async refundCapture(captureId: string, requestId: string, note: string | null): Promise<GatewayRefund> {
    const refund = await this.call<{ id: string; status: string }>(
      'POST',
      `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
      requestId,
      note ? { note_to_payer: note.slice(0, 255) } : {},
    );
    return { refundId: refund.id, status: refund.status };
  }

  /**
   * Asks PayPal whether it signed these exact bytes. The event goes back verbatim (spliced in as
   * raw JSON text): a re-serialised body would not match PayPal's checksum.
   */
  async verifyWebhook(headers: WebhookHeaders, rawBody: Buffer): Promise<boolean> {
    if (!this.options.webhookId) return false;
    const header = (name: string) => {
      const value = headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const fields = {
      auth_algo: header('paypal-auth-algo'),
      cert_url: header('paypal-cert-url'),
      transmission_id: header('paypal-transmission-id'),
      transmission_sig: header('paypal-transmission-sig'),
      transmission_time: header('paypal-transmission-time'),
      webhook_id: this.options.webhookId,
    };
    if (Object.values(fields).some((v) => !v)) return false;
    const body = `${JSON.stringify(fields).slice(0, -1)},"webhook_event":${rawBody.toString('utf8')}}`;
    const answer = await this.call<{ verification_status: string }>('POST', '/v1/notifications/verify-webhook-signature', null, body);
    return answer.verification_status === 'SUCCESS';
  }

  /** Every call asks for the whole resource back (Prefer: return=representation). */
  private call<T>(method: string, path: string, requestId: string | null, body: unknown): Promise<T> {
    return this.connection.call<T>(method, path, requestId, body, { Prefer: 'return=representation' });
  }
}
