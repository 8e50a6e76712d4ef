import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { REPO_ROOT } from '../../src/shared/config/paths';

/**
 * A local PayPal Payouts v1 for tests: OAuth client credentials, POST /v1/payments/payouts and
 * GET /v1/payments/payouts/{id}. Every request the app sends and every answer given is checked
 * against PayPal's published description (backend/test/vendor-contracts/paypal/payments_payouts_batch_v1.json,
 * found beside the repository); a mismatch lands in `violations`. Like PayPal, a repeated
 * PayPal-Request-Id answers the first result, and a sender_batch_id is never paid twice.
 */
const CONTRACTS = process.env.PAYPAL_CONTRACTS_DIR ?? resolve(REPO_ROOT, 'backend/test/vendor-contracts/paypal');

const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true, unicodeRegExp: false });
addFormats(ajv);
// PayPal's own format name for a BCP 47 language tag (notification_language).
ajv.addFormat('ppaas_common_language_v3', /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/);
ajv.addSchema(JSON.parse(readFileSync(join(CONTRACTS, 'payments_payouts_batch_v1.json'), 'utf8')), 'payouts');
const validators = new Map<string, ValidateFunction>();
function validator(ref: string): ValidateFunction {
  let fn = validators.get(ref);
  if (!fn) validators.set(ref, (fn = ajv.compile({ $ref: ref })));
  return fn;
}

export type Fault = '500-before' | '500-after' | 'hang' | 'hang-after' | 'insufficient-funds';
export type ItemStatus = 'SUCCESS' | 'FAILED' | 'PENDING' | 'UNCLAIMED' | 'RETURNED' | 'ONHOLD' | 'BLOCKED';

interface StandInBatch {
  id: string;
  senderBatchId: string;
  emailSubject?: string;
  created: string;
  items: { itemId: string; transactionId: string; senderItemId?: string; receiver: string; amount: { currency: string; value: string }; note?: string }[];
}

export interface PayoutsStandIn {
  url: string;
  clientId: string;
  clientSecret: string;
  violations: string[];
  batches: StandInBatch[];
  requests: { method: string; path: string; requestId: string | undefined }[];
  /** What a receiver's items report (default SUCCESS). */
  setReceiverStatus(receiver: string, status: ItemStatus): void;
  /** The next create answers 500 (before or after creating the batch), or never answers (before or after creating it). */
  failNextCreate(mode: Fault): void;
  /** Resolves when a create request has arrived (and been handled or hung). */
  createArrived(): Promise<void>;
  /** Money actually sent: SUCCESS items of all batches. */
  paid(): { receiver: string; value: string; senderItemId?: string }[];
  close(): Promise<void>;
}

const paypalId = (n = 13) => randomBytes(12).toString('hex').toUpperCase().slice(0, n);
const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

export async function startPayoutsStandIn(): Promise<PayoutsStandIn> {
  const clientId = `stand-in-${randomBytes(4).toString('hex')}`;
  const clientSecret = randomBytes(16).toString('hex');
  const tokens = new Set<string>();
  const byRequestId = new Map<string, { status: number; body: unknown }>();
  const statuses = new Map<string, ItemStatus>();
  const faults: Fault[] = [];
  let arrived: (() => void) | null = null;
  let arrival = new Promise<void>((r) => (arrived = r));
  const hangs = new Set<ServerResponse>();
  const state = { violations: [] as string[], batches: [] as StandInBatch[], requests: [] as PayoutsStandIn['requests'] };

  const check = (ref: string, value: unknown, what: string) => {
    const validate = validator(ref);
    if (!validate(value)) state.violations.push(`${what} does not match ${ref}: ${ajv.errorsText(validate.errors)}`);
  };
  const send = (res: ServerResponse, status: number, body: unknown, ref?: string) => {
    if (ref) check(ref, body, `answer ${status}`);
    res.writeHead(status, { 'Content-Type': 'application/json', 'Paypal-Debug-Id': paypalId().toLowerCase() });
    res.end(JSON.stringify(body));
  };
  const error = (name: string, message: string, issue?: string) => ({ name, message, debug_id: paypalId().toLowerCase(), ...(issue ? { details: [{ issue }] } : {}) });
  const header = (b: StandInBatch) => ({ payout_batch_id: b.id, batch_status: 'PENDING', sender_batch_header: { sender_batch_id: b.senderBatchId, ...(b.emailSubject ? { email_subject: b.emailSubject } : {}) } });
  const statusOf = (receiver: string): ItemStatus => statuses.get(receiver) ?? 'SUCCESS';

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const requestId = req.headers['paypal-request-id'] as string | undefined;
      state.requests.push({ method: req.method ?? '', path: url.pathname, requestId });

      if (req.method === 'POST' && url.pathname === '/v1/oauth2/token') {
        if (req.headers.authorization !== `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` || raw !== 'grant_type=client_credentials') {
          return send(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
        }
        const token = `A21AA${randomBytes(24).toString('hex')}`;
        tokens.add(token);
        return send(res, 200, { scope: 'https://uri.paypal.com/services/payments/payouts', access_token: token, token_type: 'Bearer', app_id: 'APP-STANDIN', expires_in: 32400, nonce: paypalId() });
      }
      if (!tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''))) return send(res, 401, { error: 'invalid_token', error_description: 'Token signature verification failed' });

      if (req.method === 'POST' && url.pathname === '/v1/payments/payouts') {
        if (!requestId) state.violations.push('create payout: no PayPal-Request-Id');
        else check('payouts#/components/parameters/paypal_request_id/schema', requestId, 'PayPal-Request-Id');
        if (req.headers['content-type'] !== 'application/json') state.violations.push(`create payout: content-type ${req.headers['content-type']}`);
        const fault = faults.shift();
        const signal = () => {
          arrived?.();
          arrival = new Promise<void>((r) => (arrived = r));
        };
        setImmediate(signal);
        if (fault === 'hang') {
          hangs.add(res);
          return;
        }
        if (fault === '500-before') return send(res, 500, error('INTERNAL_SERVER_ERROR', 'An internal server error occurred.'), 'payouts#/components/schemas/error');
        if (fault === 'insufficient-funds') return send(res, 422, error('INSUFFICIENT_FUNDS', 'Sender does not have sufficient funds.', 'INSUFFICIENT_FUNDS'), 'payouts#/components/schemas/error');
        if (requestId && byRequestId.has(requestId)) {
          if (fault === '500-after') return send(res, 500, error('INTERNAL_SERVER_ERROR', 'An internal server error occurred.'));
          const first = byRequestId.get(requestId)!;
          return send(res, first.status, first.body, first.status === 201 ? 'payouts#/components/schemas/payout' : undefined);
        }
        let body: { sender_batch_header: { sender_batch_id: string; email_subject?: string }; items: { receiver: string; amount: { currency: string; value: string }; note?: string; sender_item_id?: string }[] };
        try {
          body = JSON.parse(raw);
        } catch {
          return send(res, 400, error('INVALID_REQUEST_SYNTAX', 'Request is not well-formed'), 'payouts#/components/schemas/error');
        }
        check('payouts#/components/schemas/create_payout_request', body, 'create payout request');
        const senderBatchId = body.sender_batch_header?.sender_batch_id;
        if (state.batches.some((b) => b.senderBatchId === senderBatchId)) {
          // PayPal refuses a sender_batch_id used in the last 30 days: the batch is never paid twice.
          const answer = { status: 400, body: error('USER_BUSINESS_ERROR', 'Batch with given sender_batch_id already exists', 'DUPLICATE_SENDER_BATCH_ID') };
          if (requestId) byRequestId.set(requestId, answer);
          return send(res, answer.status, answer.body, 'payouts#/components/schemas/error');
        }
        const batch: StandInBatch = {
          id: paypalId(),
          senderBatchId,
          emailSubject: body.sender_batch_header.email_subject,
          created: now(),
          items: (body.items ?? []).map((i) => ({ itemId: paypalId(), transactionId: paypalId(17), senderItemId: i.sender_item_id, receiver: i.receiver, amount: i.amount, note: i.note })),
        };
        state.batches.push(batch);
        const answer = { status: 201, body: { batch_header: header(batch), links: [{ href: `https://api-m.sandbox.paypal.com/v1/payments/payouts/${batch.id}`, rel: 'self', method: 'GET' }] } };
        if (requestId) byRequestId.set(requestId, answer);
        if (fault === '500-after') return send(res, 500, error('INTERNAL_SERVER_ERROR', 'An internal server error occurred.'));
        if (fault === 'hang-after') {
          hangs.add(res); // the batch exists at PayPal, but the caller never hears so
          return;
        }
        return send(res, 201, answer.body, 'payouts#/components/schemas/payout');
      }

      const show = /^\/v1\/payments\/payouts\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && show) {
        const id = decodeURIComponent(show[1]!);
        check('payouts#/components/parameters/id/schema', id, 'payout id');
        const batch = state.batches.find((b) => b.id === id);
        if (!batch) return send(res, 404, error('INVALID_RESOURCE_ID', 'The requested resource ID was not found'), 'payouts#/components/schemas/error');
        const items = batch.items.map((i) => {
          const status = statusOf(i.receiver);
          return {
            payout_item_id: i.itemId,
            ...(status === 'SUCCESS' || status === 'UNCLAIMED' ? { transaction_id: i.transactionId } : {}),
            transaction_status: status,
            payout_batch_id: batch.id,
            payout_item_fee: { currency: i.amount.currency, value: '0.00' },
            payout_item: { recipient_type: 'EMAIL', amount: i.amount, receiver: i.receiver, ...(i.senderItemId ? { sender_item_id: i.senderItemId } : {}), ...(i.note ? { note: i.note } : {}) },
            time_processed: now(),
            ...(status === 'FAILED' ? { errors: { name: 'RECEIVER_UNREGISTERED', message: 'Receiver is unregistered', debug_id: paypalId().toLowerCase() } } : {}),
            links: [{ href: `https://api-m.sandbox.paypal.com/v1/payments/payouts-item/${i.itemId}`, rel: 'item', method: 'GET' }],
          };
        });
        const total = batch.items.reduce((s, i) => s + Math.round(Number(i.amount.value) * 100), 0);
        const done = items.every((i) => i.transaction_status !== 'PENDING' && i.transaction_status !== 'ONHOLD');
        return send(
          res,
          200,
          {
            total_items: items.length,
            total_pages: 1,
            batch_header: {
              ...header(batch),
              batch_status: done ? 'SUCCESS' : 'PROCESSING',
              time_created: batch.created,
              funding_source: 'BALANCE',
              amount: { currency: batch.items[0]?.amount.currency ?? 'USD', value: (total / 100).toFixed(2) },
              fees: { currency: 'USD', value: '0.00' },
            },
            items,
            links: [{ href: `https://api-m.sandbox.paypal.com/v1/payments/payouts/${batch.id}`, rel: 'self', method: 'GET' }],
          },
          'payouts#/components/schemas/payout_batch',
        );
      }
      send(res, 404, error('RESOURCE_NOT_FOUND', 'The specified resource does not exist.'));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    ...state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    clientId,
    clientSecret,
    setReceiverStatus: (receiver, status) => statuses.set(receiver, status),
    failNextCreate: (mode) => faults.push(mode),
    createArrived: () => arrival,
    paid: () => state.batches.flatMap((b) => b.items.filter((i) => statusOf(i.receiver) === 'SUCCESS').map((i) => ({ receiver: i.receiver, value: i.amount.value, senderItemId: i.senderItemId }))),
    close: async () => {
      for (const res of hangs) res.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
