import { IsIn } from 'class-validator';
import { PREFERRED_CURRENCIES, type PreferredCurrency } from '../../../domain/currencies';
import { EmailField, MESSAGES, PasswordField } from './fields';

export class RequestEmailChangeDto {
  @EmailField() newEmail!: string;
  @PasswordField() currentPassword!: string;
}

export class PaypalEmailDto {
  @EmailField() paypalEmail!: string;
}

/** Account page: POST /api/user/currency. */
export class PreferredCurrencyDto {
  @IsIn(PREFERRED_CURRENCIES, { message: MESSAGES.currency }) preferredCurrency!: PreferredCurrency;
}

/** Earnings page: PUT /api/user/currency. */
export class CurrencyDto {
  @IsIn(PREFERRED_CURRENCIES, { message: MESSAGES.currency }) currency!: PreferredCurrency;
}
