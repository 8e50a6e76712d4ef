import { Migration } from '@mikro-orm/migrations';

/** Payments go through PayPal only (docs/product-decisions.md): no Stripe customer to remember. */
export class Migration20261122150200IdentityDropStripeCustomer extends Migration {
  override up(): void {
    this.addSql(`alter table "identity"."users" drop column if exists "stripe_customer_id";`);
  }

  override down(): void {
    this.addSql(`alter table "identity"."users" add column "stripe_customer_id" text null;`);
  }
}
