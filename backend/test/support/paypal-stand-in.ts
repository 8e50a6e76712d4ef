import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { REPO_ROOT } from '../../src/shared/config/paths';

/**
 * A local PayPal for tests: OAuth client credentials, Orders v2 create/show/capture, captures v2
 * refund and webhook signature verification, on 127.0.0.1. Every request the app sends and every answer
 * given here is checked against PayPal's published OpenAPI descriptions
 * (`backend/test/vendor-contracts/paypal`, copied from PayPal's repository); a mismatch is recorded in `violations`. Like PayPal, it
 * answers a repeated PayPal-Request-Id with the first answer, so a retry never charges twice.
 */
const CONTRACTS = process.env.PAYPAL_CONTRACTS_DIR ?? resolve(REPO_ROOT, 'backend/test/vendor-contracts/paypal');

// PayPal's patterns are written for non-unicode regular expressions.
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true, unicodeRegExp: false });
addFormats(ajv);
for (const [id, file] of [
  ['orders', 'checkout_orders_v2.json'],
  ['payments', 'payments_payment_v2.json'],
  ['webhooks', 'notifications_webhooks_v1.json'],
] as const) {
  ajv.addSchema(JSON.parse(readFileSync(join(CONTRACTS, file), 'utf8')), id);
}
/** The 404 answer schema of "Show order details" (GET /v2/checkout/orders/{id}), as published. */
const SHOW_ORDER_404 = 'orders#/paths/~1v2~1checkout~1orders~1%7Bid%7D/get/responses/404/content/application~1json/schema';
const validators = new Map<string, ValidateFunction>();
function validator(ref: string): ValidateFunction {
  let fn = validators.get(ref);
  if (!fn) {
    fn = ajv.compile({ $ref: ref });
    validators.set(ref, fn);
  }
  return fn;
}

export type Route = 'token' | 'create' | 'show' | 'capture' | 'refund' | 'verify';
export type Fault = { mode: '500' | 'timeout'; afterEffect?: boolean };

interface StandInOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  intent: string;
  purchaseUnit: { reference_id?: string; custom_id?: string; description?: string; amount: { currency_code: string; value: string } };
  declineNext: boolean;
  capture: { id: string; status: string; amount: { currency_code: string; value: string }; custom_id?: string; final_capture: boolean; create_time: string; update_time: string } | null;
  /** A different amount to report on capture: how a test plays a tampered order. */
  reportedAmount: string | null;
}

export interface PayPalStandIn {
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Schema mismatches of requests sent to it and answers it gave. */
  violations: string[];
  /** Money actually taken: one entry per completed capture. */
  charges: { orderId: string; captureId: string; value: string }[];
  refunds: { captureId: string; refundId: string }[];
  requests: { method: string; path: string; requestId: string | undefined }[];
  orders: Map<string, StandInOrder>;
  /** The buyer approves in PayPal's window. */
  approve(orderId: string): void;
  /** The next capture of this order is declined by the card issuer. */
  declineNextCapture(orderId: string): void;
  /** The capture answer reports this amount instead of the order's (a tampered order). */
  reportCapturedAmount(orderId: string, value: string): void;
  /** The next call to a route fails: 500 or no answer, before or after doing its work. */
  failNext(route: Route, fault: Fault): void;
  /** A webhook delivery as PayPal would send it: headers and the exact body bytes. */
  signWebhook(event: Record<string, unknown>): { headers: Record<string, string>; body: string };
  close(): Promise<void>;
}

const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
const paypalId = () => randomBytes(9).toString('hex').toUpperCase().slice(0, 17);

export async function startPayPalStandIn(options: { hangMs?: number } = {}): Promise<PayPalStandIn> {
  const clientId = `stand-in-client-${randomBytes(4).toString('hex')}`;
  const clientSecret = randomBytes(16).toString('hex');
  const webhookId = paypalId(); // PayPal webhook ids are alphanumeric
  const signingKey = randomBytes(32);
  const tokens = new Set<string>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const faults = new Map<Route, Fault[]>();
  const hangs = new Set<ServerResponse>();
  const orders = new Map<string, StandInOrder>();
  const state: Omit<PayPalStandIn, 'url' | 'close' | 'approve' | 'declineNextCapture' | 'reportCapturedAmount' | 'failNext' | 'signWebhook'> = {
    clientId,
    clientSecret,
    webhookId,
    violations: [],
    charges: [],
    refunds: [],
    requests: [],
    orders,
  };

  const check = (ref: string, value: unknown, what: string) => {
    const validate = validator(ref);
    if (!validate(value)) state.violations.push(`${what} does not match ${ref}: ${ajv.errorsText(validate.errors)}`);
  };

  const signature = (transmissionId: string, time: string, body: string) =>
    createHmac('sha256', signingKey).update(`${transmissionId}|${time}|${webhookId}|${createHash('sha256').update(body).digest('hex')}`).digest('hex');

  const send = (res: ServerResponse, status: number, body: unknown, ref?: string) => {
    if (ref) check(ref, body, `answer ${status}`);
    res.writeHead(status, { 'Content-Type': 'application/json', 'Paypal-Debug-Id': paypalId().toLowerCase() });
    res.end(JSON.stringify(body));
  };
  const issue = (status: number, name: string, message: string, issueCode: string, description: string, ref: string) => ({
    status,
    body: { name, message, debug_id: paypalId().toLowerCase(), details: [{ issue: issueCode, description }] },
    ref,
  });
  const notFound = (ref: string, description = 'Specified resource ID does not exist.') =>
    issue(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', 'INVALID_RESOURCE_ID', description, ref);
  const error500 = () => ({ name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error occurred.', debug_id: paypalId().toLowerCase() });

  const orderBody = (order: StandInOrder) => ({
    id: order.id,
    intent: order.intent,
    status: order.status,
    purchase_units: [
      {
        ...order.purchaseUnit,
        ...(order.capture ? { payments: { captures: [order.reportedAmount ? { ...order.capture, amount: { ...order.capture.amount, value: order.reportedAmount } } : order.capture] } } : {}),
      },
    ],
    create_time: now(),
    links: [
      { href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
      { href: `https://api.sandbox.paypal.com/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
    ],
  });

  type Answer = { status: number; body: unknown; ref?: string };

  const routes: { route: Route; method: string; pattern: RegExp; handle: (m: RegExpExecArray, body: unknown, raw: string) => Answer }[] = [
    {
      route: 'create',
      method: 'POST',
      pattern: /^\/v2\/checkout\/orders$/,
      handle: (_m, body) => {
        check('orders#/components/schemas/order_request', body, 'create order request');
        const request = body as { intent: string; purchase_units: StandInOrder['purchaseUnit'][] };
        const order: StandInOrder = { id: paypalId(), status: 'CREATED', intent: request.intent, purchaseUnit: request.purchase_units[0]!, declineNext: false, capture: null, reportedAmount: null };
        orders.set(order.id, order);
        return { status: 201, body: orderBody(order), ref: 'orders#/components/schemas/order' };
      },
    },
    {
      route: 'show',
      method: 'GET',
      pattern: /^\/v2\/checkout\/orders\/([^/]+)$/,
      handle: (m) => {
        const id = decodeURIComponent(m[1]!);
        check('orders#/components/parameters/id/schema', id, 'show order id');
        const order = orders.get(id);
        // "Show order details" answers its own 404 (error_404 and the operation's INVALID_RESOURCE_ID wording).
        if (!order) return notFound(SHOW_ORDER_404, 'Specified resource ID does not exist. Please check the resource ID and try again.');
        return { status: 200, body: orderBody(order), ref: 'orders#/components/schemas/order' };
      },
    },
    {
      route: 'capture',
      method: 'POST',
      pattern: /^\/v2\/checkout\/orders\/([^/]+)\/capture$/,
      handle: (m, body) => {
        check('orders#/components/schemas/order_capture_request', body, 'capture request');
        const order = orders.get(decodeURIComponent(m[1]!));
        const unprocessable = (code: string, description: string) =>
          issue(422, 'UNPROCESSABLE_ENTITY', 'The requested action could not be performed, semantically incorrect, or failed business validation.', code, description, 'orders#/components/schemas/error_422');
        if (!order) return notFound('orders#/components/schemas/error_404');
        if (order.status === 'COMPLETED') return unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured.');
        if (order.status !== 'APPROVED') return unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
        if (order.declineNext) {
          order.declineNext = false;
          return unprocessable('INSTRUMENT_DECLINED', 'The instrument presented was either declined by the processor or bank, or it cannot be used for this payment.');
        }
        order.status = 'COMPLETED';
        order.capture = { id: paypalId(), status: 'COMPLETED', amount: order.purchaseUnit.amount, custom_id: order.purchaseUnit.custom_id, final_capture: true, create_time: now(), update_time: now() };
        state.charges.push({ orderId: order.id, captureId: order.capture.id, value: order.capture.amount.value });
        return { status: 201, body: orderBody(order), ref: 'orders#/components/schemas/order' };
      },
    },
    {
      route: 'refund',
      method: 'POST',
      pattern: /^\/v2\/payments\/captures\/([^/]+)\/refund$/,
      handle: (m, body) => {
        check('payments#/components/schemas/refund_request', body, 'refund request');
        const captureId = decodeURIComponent(m[1]!);
        const order = [...orders.values()].find((o) => o.capture?.id === captureId);
        if (!order?.capture) return notFound('payments#/components/schemas/error_404');
        if (state.refunds.some((r) => r.captureId === captureId)) {
          return issue(422, 'UNPROCESSABLE_ENTITY', 'The requested action could not be performed, semantically incorrect, or failed business validation.', 'CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded', 'payments#/components/schemas/error_422');
        }
        const refund = { id: paypalId(), status: 'COMPLETED', amount: order.capture.amount, create_time: now(), update_time: now() };
        state.refunds.push({ captureId, refundId: refund.id });
        return { status: 201, body: refund, ref: 'payments#/components/schemas/refund' };
      },
    },
    {
      route: 'verify',
      method: 'POST',
      pattern: /^\/v1\/notifications\/verify-webhook-signature$/,
      handle: (_m, body, raw) => {
        check('webhooks#/components/schemas/verify_webhook_signature', body, 'verify request');
        const request = body as Record<string, string>;
        // PayPal checks the event's exact bytes: take them from the raw request, not re-serialised.
        const start = raw.indexOf('"webhook_event":');
        const eventBytes = start < 0 ? '' : raw.slice(start + '"webhook_event":'.length, raw.lastIndexOf('}')).trim();
        const expected = signature(request.transmission_id ?? '', request.transmission_time ?? '', eventBytes);
        const given = Buffer.from(request.transmission_sig ?? '');
        const ok = request.webhook_id === webhookId && given.length === Buffer.from(expected).length && timingSafeEqual(given, Buffer.from(expected));
        return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' }, ref: 'webhooks#/components/schemas/verify_webhook_signature_response' };
      },
    },
  ];

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '/').split('?')[0]!;
      const requestId = req.headers['paypal-request-id'] as string | undefined;
      state.requests.push({ method: req.method ?? '', path, requestId });

      const fault = (route: Route) => faults.get(route)?.shift();
      const misbehave = (f: Fault) => {
        if (f.mode === 'timeout') {
          hangs.add(res); // never answers; the adapter's timeout gives up
          setTimeout(() => { hangs.delete(res); res.destroy(); }, options.hangMs ?? 10_000).unref();
        } else send(res, 500, error500());
      };

      if (req.method === 'POST' && path === '/v1/oauth2/token') {
        const f = fault('token');
        if (f) return misbehave(f);
        const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
        if (req.headers.authorization !== expected || raw !== 'grant_type=client_credentials') {
          return send(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
        }
        const token = `A21AA${randomBytes(24).toString('hex')}`;
        tokens.add(token);
        return send(res, 200, { scope: 'https://uri.paypal.com/services/payments/payment', access_token: token, token_type: 'Bearer', app_id: 'APP-STANDIN', expires_in: 32400, nonce: paypalId() });
      }

      const match = routes.map((r) => ({ r, m: req.method === r.method ? r.pattern.exec(path) : null })).find((x) => x.m);
      if (!match?.m) return send(res, 404, { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.', debug_id: paypalId() });
      const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!tokens.has(bearer)) return send(res, 401, { error: 'invalid_token', error_description: 'Token signature verification failed' });
      if (req.headers['content-type'] !== 'application/json') state.violations.push(`${path}: content-type ${req.headers['content-type']}`);
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        state.violations.push(`${path}: body is not JSON`);
        return send(res, 400, { name: 'INVALID_REQUEST', message: 'Request is not well-formed, syntactically incorrect, or violates schema.', debug_id: paypalId() });
      }
      // Reads (show order) and webhook verification change nothing: PayPal needs no request id for them.
      if (match.r.route !== 'verify' && match.r.method === 'POST' && !requestId) state.violations.push(`${path}: no PayPal-Request-Id`);

      const key = requestId ? `${path}|${requestId}` : null;
      const f = fault(match.r.route);
      if (f && !f.afterEffect) return misbehave(f);
      let answer: Answer;
      if (key && idempotent.has(key)) answer = idempotent.get(key)!;
      else {
        answer = match.r.handle(match.m, body, raw);
        if (key && answer.status < 500) idempotent.set(key, answer);
      }
      if (f) return misbehave(f);
      send(res, answer.status, answer.body, answer.ref);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    ...state,
    url,
    approve: (orderId) => {
      const order = orders.get(orderId);
      if (!order) throw new Error(`stand-in: no order ${orderId}`);
      if (order.status === 'CREATED') order.status = 'APPROVED';
    },
    declineNextCapture: (orderId) => {
      orders.get(orderId)!.declineNext = true;
    },
    reportCapturedAmount: (orderId, value) => {
      orders.get(orderId)!.reportedAmount = value;
    },
    failNext: (route, fault) => {
      faults.set(route, [...(faults.get(route) ?? []), fault]);
    },
    signWebhook: (event) => {
      check('webhooks#/components/schemas/event', event, 'webhook event');
      const body = JSON.stringify(event, null, 1); // deliberately not compact: re-serialising would change the bytes
      const transmissionId = randomBytes(16).toString('hex');
      const time = now();
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-stand-in',
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-sig': signature(transmissionId, time, body),
          'paypal-transmission-time': time,
        },
      };
    },
    close: async () => {
      for (const res of hangs) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
