import { Migration } from '@mikro-orm/migrations';

/**
 * A price after vouchers is 0 or at least $1.00. Added NOT VALID, so every new or changed order and
 * payment is held to it at once, then validated where no older row breaks it; a database that holds
 * a sub-dollar order from before the rule keeps it as a record (the constraint stays NOT VALID there).
 */
export class Migration20261126160000CheckoutPriceFloor extends Migration {
  override up(): void {
    this.addSql(`alter table "checkout"."orders" add constraint "orders_amount_floor_check" check (amount_cents = 0 or amount_cents >= 100) not valid;`);
    this.addSql(`alter table "checkout"."payments" add constraint "payments_amount_floor_check" check (amount = 0 or amount >= 100) not valid;`);
    this.addSql(`do $$ begin
      if not exists (select 1 from "checkout"."orders" where amount_cents between 1 and 99) then
        alter table "checkout"."orders" validate constraint "orders_amount_floor_check";
      end if;
      if not exists (select 1 from "checkout"."payments" where amount between 1 and 99) then
        alter table "checkout"."payments" validate constraint "payments_amount_floor_check";
      end if;
    end $$;`);
  }

  override down(): void {
    this.addSql(`alter table "checkout"."orders" drop constraint if exists "orders_amount_floor_check";`);
    this.addSql(`alter table "checkout"."payments" drop constraint if exists "payments_amount_floor_check";`);
  }
}
