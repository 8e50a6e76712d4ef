import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { BOOKS, type Books } from '../../ports/admin-reads.port';
import { ListCurrencyRatesQuery } from './list-currency-rates.query';

@QueryHandler(ListCurrencyRatesQuery)
export class ListCurrencyRatesHandler implements IQueryHandler<ListCurrencyRatesQuery> {
  constructor(@Inject(BOOKS) private readonly books: Books) {}

  async execute(): Promise<Schema<'CurrencyRateList'>> {
    return { rates: (await this.books.rates()).map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })) };
  }
}
