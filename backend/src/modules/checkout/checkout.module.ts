import { Module } from '@nestjs/common';
import { CreditsController } from './interface/http/credits.controller';

/** Checkout: prices, payments, vouchers and the sample-credit ledger (public/ for other contexts). */
@Module({ controllers: [CreditsController] })
export class CheckoutModule {}
