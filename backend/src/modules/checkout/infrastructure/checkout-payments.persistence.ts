import type { MigrationObject } from '@mikro-orm/core';
import { CurrencyRate } from './entities/currency-rate.entity';
import { Order } from './entities/order.entity';
import { Payment } from './entities/payment.entity';
import { SandboxOrder } from './entities/sandbox-order.entity';
import { SongPurchase } from './entities/song-purchase.entity';
import { Voucher } from './entities/voucher.entity';
import { WebhookEvent } from './entities/webhook-event.entity';
import { Migration20261122110000CheckoutPayments } from './migrations/20261122110000-checkout-payments.migration';
import { Migration20261122120000SongPurchases } from './migrations/20261122120000-song-purchases.migration';
import { Migration20261122150100CheckoutDropCommissionsProcessed } from './migrations/20261122150100-checkout-drop-commissions-processed.migration';
import { Migration20261126160000CheckoutPriceFloor } from './migrations/20261126160000-checkout-price-floor.migration';

/** The checkout's pricing, voucher and payment tables (the credit ledger registers its own). */
export const CHECKOUT_PAYMENT_ENTITIES = [Voucher, Order, Payment, CurrencyRate, WebhookEvent, SandboxOrder, SongPurchase];

export const CHECKOUT_PAYMENT_MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122110000CheckoutPayments', class: Migration20261122110000CheckoutPayments },
  { name: 'Migration20261122120000SongPurchases', class: Migration20261122120000SongPurchases },
  { name: 'Migration20261122150100CheckoutDropCommissionsProcessed', class: Migration20261122150100CheckoutDropCommissionsProcessed },
  { name: 'Migration20261126160000CheckoutPriceFloor', class: Migration20261126160000CheckoutPriceFloor },
];
