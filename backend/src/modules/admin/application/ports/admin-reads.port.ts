/** What the admin context reads and asks of the other contexts (identity, catalog, checkout), through their public facades. */
import type { KeysetPosition } from '../../../../shared/ddd';
import type { AdminSongRow as SongRecord, SongTotals, UserSongCounts } from '../../../catalog/public';
import type { CurrencyRateRow as RateRecord, MonthIncome, PaymentRow as PaymentRecord } from '../../../checkout/public';

// The rows the other contexts answer with, under the names the admin screens use (one definition each).
export type { PaymentRecord, RateRecord, SongRecord };

export const USER_ACCOUNTS = Symbol('USER_ACCOUNTS');
export const SONG_STATS = Symbol('SONG_STATS');
export const BOOKS = Symbol('BOOKS');

export interface AccountRecord {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
  isActive: boolean;
  createdAt: Date;
}

export interface UserAccounts {
  countActive(): Promise<number>;
  /** Newest first by (createdAt, id); `after`: only those past that item (a cursor). */
  searchActive(options: { search: string | null; limit: number; offset: number; after?: KeysetPosition | null }): Promise<{ users: AccountRecord[]; total: number }>;
  find(id: string): Promise<AccountRecord | null>;
  findMany(ids: string[]): Promise<AccountRecord[]>;
  /** Deletes the account as "Delete Account" does: no more sign-in, signed out everywhere; its payments stay. */
  delete(id: string): Promise<void>;
}

export interface SongStats {
  totals(): Promise<SongTotals>;
  recent(limit: number): Promise<SongRecord[]>;
  countsByUser(userIds: string[]): Promise<Map<string, UserSongCounts>>;
}

export interface Books {
  totalIncome(): Promise<number>;
  monthlyIncome(months: number): Promise<MonthIncome[]>;
  spendingByUser(userIds: string[]): Promise<Map<string, number>>;
  creditBalances(userIds: string[]): Promise<Map<string, number>>;
  payments(options: { limit: number; offset: number; after?: KeysetPosition | null }): Promise<{ payments: PaymentRecord[]; total: number }>;
  rates(): Promise<RateRecord[]>;
  setRate(code: string, rate: number): Promise<RateRecord | null>;
}
