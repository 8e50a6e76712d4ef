import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Schema } from '@boogy/contracts';
import { adminErrors } from '../../../domain/admin.errors';
import { displayRate } from '../../../domain/admin-rules';
import { BOOKS, type Books } from '../../ports/admin-reads.port';
import { UpdateCurrencyRateCommand } from './update-currency-rate.command';

/** Admin: a currency's display rate, saved by checkout (which owns the rates) and dated today. */
@CommandHandler(UpdateCurrencyRateCommand)
export class UpdateCurrencyRateHandler implements ICommandHandler<UpdateCurrencyRateCommand> {
  constructor(@Inject(BOOKS) private readonly books: Books) {}

  async execute({ code, rate }: UpdateCurrencyRateCommand): Promise<Schema<'CurrencyRate'>> {
    const value = displayRate(rate);
    if (!/^[A-Za-z]{3}$/.test(code)) throw adminErrors.currencyNotFound();
    // Charges are USD: its rate against itself is 1 by definition, never data.
    if (code.toUpperCase() === 'USD') throw adminErrors.usdRateFixed();
    const saved = await this.books.setRate(code.toUpperCase(), value);
    if (!saved) throw adminErrors.currencyNotFound();
    return { ...saved, updatedAt: saved.updatedAt.toISOString() };
  }
}
