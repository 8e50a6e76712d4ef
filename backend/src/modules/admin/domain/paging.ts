import { DomainError } from '../../../shared/ddd';

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
