import { decodeCursor, DomainError, encodeCursor, type KeysetPosition } from '../../../shared/ddd';

export interface Paging {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

/** A page number from 1 and a page size of 1–100 (default 20); anything else is a clear 400. */
export function paging(page: unknown, pageSize: unknown, defaultSize = 20): Paging {
  const p = page === undefined || page === null || page === '' ? 1 : Number(page);
  const s = pageSize === undefined || pageSize === null || pageSize === '' ? defaultSize : Number(pageSize);
  if (!Number.isInteger(p) || p < 1 || p > 1_000_000) throw new DomainError('invalid', 'invalid_page', 'Page must be a whole number from 1');
  if (!Number.isInteger(s) || s < 1 || s > 100) throw new DomainError('invalid', 'invalid_page_size', 'Page size must be between 1 and 100');
  return { page: p, pageSize: s, limit: s, offset: (p - 1) * s };
}

/** `?page=&pageSize=` (offset pages, for the admin screens) or `?limit=&cursor=` (keyset, stable under inserts), as received. */
export interface PageRequest {
  page?: string | null;
  pageSize?: string | null;
  limit?: string | null;
  cursor?: string | null;
}

export interface ListPaging extends Paging {
  /** Read from just after this item (a cursor was given; the offset is then 0). */
  after: KeysetPosition | null;
}

/** `limit` is `pageSize` by another name, and a cursor replaces the page number (ADR 0014). */
export function listPaging(request: PageRequest, defaultSize = 20): ListPaging {
  const after = request.cursor ? decodeCursor(request.cursor) : null;
  return { ...paging(after ? undefined : request.page, request.limit ?? request.pageSize, defaultSize), after };
}

/** The cursor of a page read with `limit + 1` rows: the last shown item's, when the extra row shows there is more. */
export function nextCursorOf<R>(rows: readonly R[], limit: number, positionOf: (row: R) => { createdAt: Date; id: string }): string | null {
  if (rows.length <= limit) return null;
  const last = positionOf(rows[limit - 1]!);
  return encodeCursor({ createdAt: last.createdAt.toISOString(), id: last.id });
}
