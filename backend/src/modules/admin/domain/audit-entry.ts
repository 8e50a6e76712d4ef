import { cleanText } from '../../../shared/ddd';

/**
 * What an admin did, in words an auditor reads: the action's name from its route, the target's id,
 * and the request's fields without anything secret.
 */
const ACTIONS: Record<string, string> = {
  'POST /api/admin/vouchers': 'voucher.create',
  'DELETE /api/admin/vouchers/:id': 'voucher.deactivate',
  'POST /api/admin/payments/:id/refund': 'payment.refund',
  'DELETE /api/admin/users/:id': 'user.delete',
  'PUT /api/admin/currency-rates/:code': 'currency-rate.update',
  'PATCH /api/admin/suggestions/:id': 'suggestion.moderate',
};

export function actionName(method: string, routePath: string): string {
  return ACTIONS[`${method.toUpperCase()} ${routePath}`] ?? `${method.toUpperCase()} ${routePath}`;
}

/** Reads change nothing: only other methods are audited. */
export function isAuditedAction(method: string, path: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase()) && /^\/api\/admin(\/|$)/.test(path);
}

const SECRET = /pass|secret|token|authorization|cookie|card/i;
const MAX_TEXT = 200;
const MAX_KEYS = 20;

/** The request body's top-level fields, secrets replaced, long texts cut, nested values summarised. */
export function auditDetails(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const details: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>).slice(0, MAX_KEYS)) {
    if (SECRET.test(key)) details[cleanText(key)] = '[redacted]';
    else if (typeof value === 'string') details[cleanText(key)] = cleanText(value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value);
    else if (value === null || typeof value === 'number' || typeof value === 'boolean') details[cleanText(key)] = value;
    else details[cleanText(key)] = Array.isArray(value) ? `[${value.length} items]` : '[object]';
  }
  return details;
}

export interface AuditEntryInput {
  adminUserId: string;
  action: string;
  method: string;
  path: string;
  targetId: string | null;
  details: Record<string, unknown>;
  outcomeStatus: number;
}
