import { Command } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';

export class UpdateCurrencyRateCommand extends Command<Schema<'CurrencyRate'>> {
  constructor(
    readonly code: string,
    readonly rate: unknown,
  ) {
    super();
  }
}
