import { Command } from '@nestjs/cqrs';
import type { PreferredCurrency } from '../../../domain/currencies';

export class UpdatePreferredCurrencyCommand extends Command<PreferredCurrency> {
  constructor(
    readonly userId: string,
    readonly currency: PreferredCurrency,
  ) {
    super();
  }
}
