import type { KeysetPosition } from '../../../../shared/ddd';
/** What the admin context reads and asks of the other contexts (identity, catalog, checkout), through their public facades. */
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

export interface SongRecord {
  id: string;
  title: string;
  names: string[];
  style: string;
  status: 'pending' | 'processing' | 'completed' | 'failed';
  isPaid: boolean;
  userId: string | null;
  createdAt: Date;
}

export interface SongStats {
  totals(): Promise<{ totalSongs: number; paidSongs: number }>;
  recent(limit: number): Promise<SongRecord[]>;
  countsByUser(userIds: string[]): Promise<Map<string, { songCount: number; paidSongs: number }>>;
}

export interface PaymentRecord {
  id: string;
  userId: string;
  songId: string | null;
  packId: string | null;
  amount: number;
  currency: string;
  status: string;
  provider: string;
  voucherId: string | null;
  isRefunded: boolean;
  refundedAt: Date | null;
  refundReason: string | null;
  createdAt: Date;
}

export interface RateRecord {
  code: string;
  symbol: string;
  rate: number;
  asOf: string;
  updatedAt: Date;
}

export interface Books {
  totalIncome(): Promise<number>;
  monthlyIncome(months: number): Promise<{ month: string; count: number; income: number }[]>;
  spendingByUser(userIds: string[]): Promise<Map<string, number>>;
  creditBalances(userIds: string[]): Promise<Map<string, number>>;
  payments(options: { limit: number; offset: number; after?: KeysetPosition | null }): Promise<{ payments: PaymentRecord[]; total: number }>;
  rates(): Promise<RateRecord[]>;
  setRate(code: string, rate: number): Promise<RateRecord | null>;
}
