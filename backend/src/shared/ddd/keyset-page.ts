import { DomainError } from './domain-error';

/**
 * Cursor pagination for lists that grow (ADR 0014): newest first, ordered by (created_at, id), and
 * a page starts strictly after the previous page's last item — so rows inserted meanwhile never
 * shift a page (no item twice, none skipped), unlike an offset.
 */
export interface KeysetPosition {
  /** The item's creation time as the database holds it (ISO-8601 or PostgreSQL's text form). */
  createdAt: string;
  id: string;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export class InvalidCursorError extends DomainError {
  constructor() {
    super('invalid', 'invalid_cursor', 'cursor is not one this list gave out');
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T][\d:.]+(?:[+-]\d{2}(?::?\d{2})?|Z)?$/;

/** PostgreSQL's text form ("2026-11-26 20:41:10.123456+00") as JavaScript parses it, to refuse impossible dates before the database does. */
const asIso = (at: string) => at.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');

/** Opaque to clients: base64url of "<createdAt>|<id>". */
export const encodeCursor = (position: KeysetPosition): string => Buffer.from(`${position.createdAt}|${position.id}`).toString('base64url');

export function decodeCursor(cursor: string): KeysetPosition {
  const [createdAt, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!createdAt || !id || extra !== undefined || !UUID.test(id) || !TIMESTAMP.test(createdAt) || Number.isNaN(Date.parse(asIso(createdAt)))) throw new InvalidCursorError();
  return { createdAt, id };
}

/** `rows` read with `limit + 1`: the page, and a cursor when the extra row shows there is more. */
export function keysetPage<R, T>(rows: R[], limit: number, positionOf: (row: R) => KeysetPosition, view: (row: R) => T): Page<T> {
  const items = rows.slice(0, limit);
  return { items: items.map(view), nextCursor: rows.length > limit ? encodeCursor(positionOf(items[items.length - 1]!)) : null };
}
