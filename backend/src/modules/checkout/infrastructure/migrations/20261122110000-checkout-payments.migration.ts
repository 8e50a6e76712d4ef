import { Migration } from '@mikro-orm/migrations';

/** Default display rates (units per 1 USD) and the day they were taken; admins update them later. */
export const DEFAULT_RATES_AS_OF = '2025-11-03';
export const DEFAULT_CURRENCY_RATES: readonly { code: string; symbol: string; rate: string }[] = [
  { code: 'USD', symbol: '$', rate: '1' },
  { code: 'CAD', symbol: '$', rate: '1.40' },
  { code: 'GBP', symbol: '£', rate: '0.76' },
  { code: 'AUD', symbol: '$', rate: '1.53' },
  { code: 'NZD', symbol: '$', rate: '1.75' },
  { code: 'EUR', symbol: '€', rate: '0.87' },
  { code: 'JPY', symbol: '¥', rate: '155' },
  { code: 'KRW', symbol: '₩', rate: '1430' },
  { code: 'INR', symbol: '₹', rate: '88.7' },
  { code: 'SGD', symbol: '$', rate: '1.30' },
  { code: 'HKD', symbol: '$', rate: '7.77' },
  { code: 'CHF', symbol: 'Fr.', rate: '0.81' },
  { code: 'SEK', symbol: 'kr', rate: '9.55' },
  { code: 'NOK', symbol: 'kr', rate: '10.15' },
  { code: 'DKK', symbol: 'kr', rate: '6.50' },
  { code: 'BRL', symbol: 'R$', rate: '5.38' },
  { code: 'MXN', symbol: '$', rate: '18.50' },
];

/** Vouchers, orders, payments, currency rates, handled webhooks and the sandbox provider's orders. */
export class Migration20261122110000CheckoutPayments extends Migration {
  override up(): void {
    this.addSql(`create table "checkout"."vouchers" (
      "id" uuid not null primary key,
      "code" text not null,
      "discount_type" text not null,
      "discount_value" int not null,
      "max_uses" int null,
      "current_uses" int not null default 0,
      "expires_at" timestamptz null,
      "is_active" boolean not null default true,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create unique index "vouchers_code_lower_unique" on "checkout"."vouchers" (lower("code"));`);

    this.addSql(`create table "checkout"."orders" (
      "id" uuid not null primary key,
      "provider" text not null,
      "provider_order_id" text not null,
      "song_id" uuid null,
      "pack_id" text null,
      "buyer_user_id" uuid null,
      "buyer_guest_id" uuid null,
      "guest_email" text null,
      "guest_first_name" text null,
      "list_price_cents" int not null,
      "amount_cents" int not null,
      "currency" text not null,
      "voucher_id" uuid null,
      "voucher_claimed" boolean not null default false,
      "capture_attempt" int not null default 0,
      "status" text not null default 'created',
      "failure_reason" text null,
      "capture_result" jsonb null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`alter table "checkout"."orders" add constraint "orders_provider_order_unique" unique ("provider_order_id");`);
    this.addSql(`create index "orders_buyer_user_idx" on "checkout"."orders" ("buyer_user_id");`);

    this.addSql(`create table "checkout"."payments" (
      "id" uuid not null primary key,
      "user_id" uuid not null,
      "song_id" uuid null,
      "pack_id" text null,
      "paypal_order_id" text null,
      "capture_id" text null,
      "provider" text not null,
      "amount" int not null,
      "currency" text not null default 'USD',
      "status" text not null,
      "voucher_id" uuid null,
      "commissions_processed" boolean not null default false,
      "is_refunded" boolean not null default false,
      "refunded_at" timestamptz null,
      "refund_reason" text null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`alter table "checkout"."payments" add constraint "payments_paypal_order_unique" unique ("paypal_order_id");`);
    this.addSql(`create index "payments_user_idx" on "checkout"."payments" ("user_id", "created_at");`);
    this.addSql(`create index "payments_capture_idx" on "checkout"."payments" ("capture_id");`);

    this.addSql(`create table "checkout"."currency_rates" (
      "code" text not null primary key,
      "symbol" text not null,
      "rate" numeric(14,6) not null,
      "as_of" date not null,
      "updated_at" timestamptz not null default now()
    );`);
    for (const { code, symbol, rate } of DEFAULT_CURRENCY_RATES) {
      this.addSql(`insert into "checkout"."currency_rates" ("code", "symbol", "rate", "as_of") values ('${code}', '${symbol}', ${rate}, '${DEFAULT_RATES_AS_OF}');`);
    }

    this.addSql(`create table "checkout"."webhook_events" (
      "id" text not null primary key,
      "event_type" text not null,
      "received_at" timestamptz not null default now()
    );`);

    this.addSql(`create table "checkout"."sandbox_orders" (
      "id" text not null primary key,
      "amount_cents" int not null,
      "currency" text not null,
      "reference_id" text not null,
      "custom_id" text not null,
      "status" text not null default 'CREATED',
      "capture_id" text null,
      "refund_id" text null,
      "created_at" timestamptz not null default now()
    );`);
  }
}
