import type { KeysetPosition } from '../../../shared/ddd';
import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { CountSongsByUserQuery, GetSongTotalsQuery, ListRecentSongsQuery } from '../../catalog/public';
import { creditBalance, listCurrencyRates, listPayments, monthlyIncome, setCurrencyRate, spendingByUser, totalIncomeCents } from '../../checkout/public';
import { CountActiveUsersQuery, DeactivateAccountCommand, FindUsersByIdsQuery, SearchActiveUsersQuery, type UserSummary } from '../../identity/public';
import type { AccountRecord, Books, PaymentRecord, RateRecord, SongRecord, SongStats, UserAccounts } from '../application/ports/admin-reads.port';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const account = (u: UserSummary): AccountRecord => ({ id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, isAdmin: u.isAdmin, isActive: u.isActive, createdAt: u.createdAt });

/** Identity, through its public facade. */
@Injectable()
export class IdentityAccountsAdapter implements UserAccounts {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  countActive(): Promise<number> {
    return this.queries.execute(new CountActiveUsersQuery());
  }

  async searchActive(options: { search: string | null; limit: number; offset: number; after?: KeysetPosition | null }): Promise<{ users: AccountRecord[]; total: number }> {
    const { users, total } = await this.queries.execute(new SearchActiveUsersQuery(options));
    return { users: users.map(account), total };
  }

  async find(id: string): Promise<AccountRecord | null> {
    return (await this.findMany([id]))[0] ?? null;
  }

  async findMany(ids: string[]): Promise<AccountRecord[]> {
    const valid = ids.filter((id) => UUID.test(id));
    return valid.length ? (await this.queries.execute(new FindUsersByIdsQuery(valid))).map(account) : [];
  }

  async delete(id: string): Promise<void> {
    await this.commands.execute(new DeactivateAccountCommand(id));
  }
}

/** Catalog, through its queries. */
@Injectable()
export class CatalogSongStatsAdapter implements SongStats {
  constructor(private readonly queries: QueryBus) {}

  totals() {
    return this.queries.execute(new GetSongTotalsQuery());
  }

  recent(limit: number): Promise<SongRecord[]> {
    return this.queries.execute(new ListRecentSongsQuery(limit));
  }

  countsByUser(userIds: string[]) {
    return this.queries.execute(new CountSongsByUserQuery(userIds));
  }
}

/** Checkout, through its public facade. */
@Injectable()
export class CheckoutBooksAdapter implements Books {
  constructor(private readonly orm: MikroORM) {}

  totalIncome(): Promise<number> {
    return totalIncomeCents(this.orm.em.fork());
  }

  monthlyIncome(months: number) {
    return monthlyIncome(this.orm.em.fork(), months);
  }

  spendingByUser(userIds: string[]) {
    return spendingByUser(this.orm.em.fork(), userIds);
  }

  async creditBalances(userIds: string[]): Promise<Map<string, number>> {
    const em = this.orm.em.fork();
    return new Map(await Promise.all(userIds.map(async (id) => [id, await creditBalance(em, id)] as const)));
  }

  payments(options: { limit: number; offset: number; after?: KeysetPosition | null }): Promise<{ payments: PaymentRecord[]; total: number }> {
    return listPayments(this.orm.em.fork(), options);
  }

  rates(): Promise<RateRecord[]> {
    return listCurrencyRates(this.orm.em.fork());
  }

  setRate(code: string, rate: number): Promise<RateRecord | null> {
    return setCurrencyRate(this.orm.em.fork(), code, rate);
  }
}
