import { Migration } from '@mikro-orm/migrations';

/** Referrals, chains, rates (seeded with the decided defaults), commissions, clawbacks and payouts. */
export class Migration20261122130000Affiliate extends Migration {
  override up(): void {
    this.addSql(`create table "affiliate"."affiliate_clawbacks" ("id" uuid not null, "commission_id" uuid not null, "affiliate_user_id" uuid not null, "amount_cents" int not null, "settled_in_payout_id" uuid null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "affiliate_clawbacks_affiliate_idx" on "affiliate"."affiliate_clawbacks" ("affiliate_user_id");`);
    this.addSql(`alter table "affiliate"."affiliate_clawbacks" add constraint "affiliate_clawbacks_commission_unique" unique ("commission_id");`);
    this.addSql(`create table "affiliate"."affiliate_commissions" ("id" uuid not null, "payment_id" uuid not null, "affiliate_user_id" uuid not null, "purchaser_user_id" uuid not null, "layer" smallint not null, "commission_rate_used" numeric(5,4) not null, "base_purchase_amount" int not null, "calculated_cash_amount" int not null, "credit_amount" int not null, "currency" text not null default 'USD', "status" text not null default 'pending', "paid_in_payout_id" uuid null, "is_pending_refund_period" boolean not null default true, "is_voided" boolean not null default false, "voided_at" timestamptz null, "matures_at" timestamptz not null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "affiliate_commissions_maturing_idx" on "affiliate"."affiliate_commissions" ("matures_at") where "status" = 'pending';`);
    this.addSql(`create index "affiliate_commissions_affiliate_idx" on "affiliate"."affiliate_commissions" ("affiliate_user_id", "status");`);
    this.addSql(`alter table "affiliate"."affiliate_commissions" add constraint "affiliate_commissions_payment_layer_unique" unique ("payment_id", "layer");`);
    this.addSql(`create table "affiliate"."affiliate_payouts" ("id" uuid not null, "run_id" uuid not null, "affiliate_user_id" uuid not null, "receiver" text not null, "paypal_transaction_id" text null, "paypal_item_id" text null, "total_cash_amount" int not null, "clawback_amount" int not null default 0, "total_credits_awarded" int not null default 0, "commission_ids" jsonb not null, "currency" text not null default 'USD', "payment_date" timestamptz null, "status" text not null default 'pending', "failure_reason" text null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "affiliate_payouts_affiliate_idx" on "affiliate"."affiliate_payouts" ("affiliate_user_id", "created_at");`);
    this.addSql(`alter table "affiliate"."affiliate_payouts" add constraint "affiliate_payouts_run_affiliate_unique" unique ("run_id", "affiliate_user_id");`);
    this.addSql(`create table "affiliate"."affiliate_rates" ("id" uuid not null, "layer" smallint not null, "cash_commission_rate" numeric(5,4) not null, "credit_reward" int not null, "is_active" boolean not null default true, "effective_from" timestamptz not null default now(), "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "affiliate_rates_layer_idx" on "affiliate"."affiliate_rates" ("layer", "effective_from");`);
    this.addSql(`create table "affiliate"."payout_runs" ("id" uuid not null, "run_key" text not null, "sender_batch_id" text not null, "provider_batch_id" text null, "status" text not null default 'prepared', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`alter table "affiliate"."payout_runs" add constraint "payout_runs_sender_batch_unique" unique ("sender_batch_id");`);
    this.addSql(`alter table "affiliate"."payout_runs" add constraint "payout_runs_run_key_unique" unique ("run_key");`);
    this.addSql(`create table "affiliate"."referrals" ("id" uuid not null, "referrer_id" uuid not null, "referred_user_id" uuid not null, "referral_code" text not null, "credits_awarded" int not null default 5, "bonus_credits_awarded" int not null default 15, "status" text not null default 'completed', "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "referrals_referrer_idx" on "affiliate"."referrals" ("referrer_id", "created_at");`);
    this.addSql(`alter table "affiliate"."referrals" add constraint "referrals_referred_user_unique" unique ("referred_user_id");`);
    this.addSql(`create table "affiliate"."referral_chains" ("id" uuid not null, "user_id" uuid not null, "layer1_referrer_id" uuid null, "layer2_referrer_id" uuid null, "layer3_referrer_id" uuid null, "created_at" timestamptz not null default now(), primary key ("id"));`);
    this.addSql(`create index "referral_chains_layer1_idx" on "affiliate"."referral_chains" ("layer1_referrer_id");`);
    this.addSql(`alter table "affiliate"."referral_chains" add constraint "referral_chains_user_unique" unique ("user_id");`);
    this.addSql(`alter table "affiliate"."affiliate_clawbacks" add constraint "affiliate_clawbacks_amount_check" check (amount_cents > 0);`);
    this.addSql(`alter table "affiliate"."affiliate_commissions" add constraint "affiliate_commissions_payout_check" check ((status in ('in_payout', 'paid')) = (paid_in_payout_id is not null));`);
    this.addSql(`alter table "affiliate"."affiliate_commissions" add constraint "affiliate_commissions_status_check" check (status in ('pending', 'mature', 'in_payout', 'paid', 'voided'));`);
    this.addSql(`alter table "affiliate"."affiliate_commissions" add constraint "affiliate_commissions_amounts_check" check (base_purchase_amount >= 0 and calculated_cash_amount >= 0 and credit_amount >= 0);`);
    this.addSql(`alter table "affiliate"."affiliate_commissions" add constraint "affiliate_commissions_not_own_check" check (affiliate_user_id <> purchaser_user_id);`);
    this.addSql(`alter table "affiliate"."affiliate_commissions" add constraint "affiliate_commissions_layer_check" check (layer >= 1 and layer <= 3);`);
    this.addSql(`alter table "affiliate"."affiliate_payouts" add constraint "affiliate_payouts_status_check" check (status in ('pending', 'processing', 'completed', 'failed', 'unclaimed', 'returned'));`);
    this.addSql(`alter table "affiliate"."affiliate_payouts" add constraint "affiliate_payouts_amount_check" check (total_cash_amount > 0 and total_credits_awarded >= 0 and clawback_amount >= 0);`);
    this.addSql(`alter table "affiliate"."affiliate_rates" add constraint "affiliate_rates_credit_check" check (credit_reward >= 0);`);
    this.addSql(`alter table "affiliate"."affiliate_rates" add constraint "affiliate_rates_rate_check" check (cash_commission_rate >= 0 and cash_commission_rate <= 1);`);
    this.addSql(`alter table "affiliate"."affiliate_rates" add constraint "affiliate_rates_layer_check" check (layer >= 1 and layer <= 3);`);
    this.addSql(`alter table "affiliate"."payout_runs" add constraint "payout_runs_status_check" check (status in ('prepared', 'sent', 'closed'));`);
    this.addSql(`alter table "affiliate"."referral_chains" add constraint "referral_chains_distinct_check" check (layer1_referrer_id is distinct from user_id and layer2_referrer_id is distinct from user_id and layer3_referrer_id is distinct from user_id and (layer2_referrer_id is null or (layer1_referrer_id is not null and layer2_referrer_id <> layer1_referrer_id)) and (layer3_referrer_id is null or (layer2_referrer_id is not null and layer3_referrer_id <> layer1_referrer_id and layer3_referrer_id <> layer2_referrer_id)));`);
    // The decided defaults (docs/product-decisions.md): 35 % + 5 credits, 10 % + 1, 5 % + 0.
    this.addSql(`insert into "affiliate"."affiliate_rates" ("id", "layer", "cash_commission_rate", "credit_reward", "effective_from") values
      (gen_random_uuid(), 1, 0.3500, 5, '2026-01-01T00:00:00Z'),
      (gen_random_uuid(), 2, 0.1000, 1, '2026-01-01T00:00:00Z'),
      (gen_random_uuid(), 3, 0.0500, 0, '2026-01-01T00:00:00Z');`);
  }
}
