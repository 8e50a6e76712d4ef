import type { KeysetPosition } from '../../../shared/ddd';
import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CountSongsByUserQuery, GetSongTotalsQuery, ListRecentSongsQuery } from '../../catalog/public';
import {
  GetCreditBalanceQuery,
  ListCurrencyRatesQuery,
  ListPaymentsQuery,
  MonthlyIncomeQuery,
  SetCurrencyRateCommand,
  SpendingByUserQuery,
  TotalIncomeQuery,
} from '../../checkout/public';
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

/** Checkout, through its queries on the bus. */
@Injectable()
export class CheckoutBooksAdapter implements Books {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  totalIncome(): Promise<number> {
    return this.queries.execute(new TotalIncomeQuery());
  }

  monthlyIncome(months: number) {
    return this.queries.execute(new MonthlyIncomeQuery(months));
  }

  spendingByUser(userIds: string[]) {
    return this.queries.execute(new SpendingByUserQuery(userIds));
  }

  async creditBalances(userIds: string[]): Promise<Map<string, number>> {
    return new Map(await Promise.all(userIds.map(async (id) => [id, await this.queries.execute(new GetCreditBalanceQuery(id))] as const)));
  }

  payments(options: { limit: number; offset: number; after?: KeysetPosition | null }): Promise<{ payments: PaymentRecord[]; total: number }> {
    return this.queries.execute(new ListPaymentsQuery(options));
  }

  rates(): Promise<RateRecord[]> {
    return this.queries.execute(new ListCurrencyRatesQuery());
  }

  setRate(code: string, rate: number): Promise<RateRecord | null> {
    return this.commands.execute(new SetCurrencyRateCommand(code, rate));
  }
}
