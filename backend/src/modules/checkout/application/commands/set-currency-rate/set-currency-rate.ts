import type { EntityManager } from '@mikro-orm/postgresql';
import { CurrencyRate } from '../../../infrastructure/entities/currency-rate.entity';
import { rateRow, type CurrencyRateRow } from '../../queries/admin-books/admin-books';

/** Sets a display rate (units per 1 USD), dated today; null when the currency has no row. */
export async function setCurrencyRate(em: EntityManager, code: string, rate: number, today = new Date()): Promise<CurrencyRateRow | null> {
  const row = await em.findOne(CurrencyRate, { code: code.toUpperCase() });
  if (!row) return null;
  row.rate = rate.toFixed(6);
  row.asOf = today.toISOString().slice(0, 10);
  await em.flush();
  return rateRow(row);
}
