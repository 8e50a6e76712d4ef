import type { FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import type { KeysetPosition } from '../ddd';

type Keyed = { createdAt: Date; id: string };

/** The order of every cursor-paginated list read through the ORM: newest first, ties by id. */
export const newestFirst = <T extends Keyed>(): QueryOrderMap<T>[] => [{ createdAt: 'desc' }, { id: 'asc' }] as unknown as QueryOrderMap<T>[];

/**
 * The rows after `after` in newestFirst() order (everything when null). Rows are stamped by the
 * app (a JavaScript Date, milliseconds), so the cursor's time matches a row's exactly.
 */
export function afterPosition<T extends Keyed>(after: KeysetPosition | null | undefined): FilterQuery<T> {
  if (!after) return {} as FilterQuery<T>;
  const at = new Date(after.createdAt);
  return { $or: [{ createdAt: { $lt: at } }, { createdAt: at, id: { $gt: after.id } }] } as FilterQuery<T>;
}
