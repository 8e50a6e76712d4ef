import { Query } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

export class ListCurrencyRatesQuery extends Query<Schema<'CurrencyRateList'>> {}
