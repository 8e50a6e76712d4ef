import { Module } from '@nestjs/common';
import { CHECKOUT_PAYMENT_CONTROLLERS, CHECKOUT_PAYMENT_PROVIDERS } from './checkout-payments.providers';
import { CreditsController } from './interface/http/credits.controller';
import { PaymentsMetrics } from './infrastructure/payments.metrics';

/** Checkout: prices, payments, vouchers and the sample-credit ledger (public/ for other contexts). */
@Module({ controllers: [CreditsController, ...CHECKOUT_PAYMENT_CONTROLLERS], providers: [...CHECKOUT_PAYMENT_PROVIDERS, PaymentsMetrics] })
export class CheckoutModule {}
