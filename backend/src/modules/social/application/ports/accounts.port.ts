import type { EntityManager } from '@mikro-orm/postgresql';

/** What social needs to know about users (identity's public facade, behind this port). */
export const ACCOUNTS = Symbol('SOCIAL_ACCOUNTS');

export interface Account {
  id: string;
  email: string;
  name: string;
  firstName: string | null;
  referralCode: string;
  paypalEmail: string | null;
  isActive: boolean;
}

export interface AccountsPort {
  byId(em: EntityManager, id: string): Promise<Account | null>;
  byEmail(em: EntityManager, email: string): Promise<Account | null>;
  byIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, Account>>;
}
