import { IsNumber, Max, Min } from 'class-validator';

const RATE = 'The rate must be a number above 0 (units per 1 USD)';

export class UpdateCurrencyRateDto {
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: RATE }) @Min(0.000001, { message: RATE }) @Max(1_000_000, { message: RATE }) rate!: number;
}
