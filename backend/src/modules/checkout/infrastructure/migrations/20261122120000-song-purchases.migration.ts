import { Migration } from '@mikro-orm/migrations';

/**
 * One purchase per song, held in the database:
 * - checkout.song_purchases: at most one row per song, taken by the capture in flight (order_id) or
 *   the free download, and kept by the payment it became. A second order's capture, a free download
 *   racing a capture, or a late capture finds the row and moves no money (or is refunded).
 * - payments: at most one live (captured or free) payment per song, whatever path made it.
 * - orders.capture_started_at: a capture that began and never recorded its outcome (a crash between
 *   the provider's capture and our record), for the reconciliation job.
 */
export class Migration20261122120000SongPurchases extends Migration {
  override up(): void {
    this.addSql(`create table "checkout"."song_purchases" (
      "song_id" uuid not null primary key,
      "order_id" uuid null,
      "payment_id" uuid null,
      "voucher_id" uuid null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create unique index "song_purchases_order_unique" on "checkout"."song_purchases" ("order_id");`);
    // Songs paid twice before this fix: the payment that unlocked the song (the catalog's
    // payment_id, else the first) stays live; the others become 'duplicate', for an admin to refund
    // (refunding one leaves the song paid). A one-off read of the catalog's column, no constraint.
    this.addSql(`update "checkout"."payments" p set "status" = 'duplicate'
      where p."song_id" is not null and p."status" in ('captured', 'free') and p."id" <> (
        select coalesce(
          (select s."payment_id" from "catalog"."songs" s join "checkout"."payments" k on k."id" = s."payment_id" and k."status" in ('captured', 'free') where s."id" = p."song_id"),
          (select f."id" from "checkout"."payments" f where f."song_id" = p."song_id" and f."status" in ('captured', 'free') order by f."created_at", f."id" limit 1)
        ));`);
    // The songs paid so far keep their purchase.
    this.addSql(`insert into "checkout"."song_purchases" ("song_id", "payment_id", "voucher_id", "created_at")
      select "song_id", "id", "voucher_id", "created_at" from "checkout"."payments" where "song_id" is not null and "status" in ('captured', 'free');`);
    this.addSql(
      `create unique index "payments_song_live_unique" on "checkout"."payments" ("song_id") where "song_id" is not null and "status" in ('captured', 'free');`,
    );
    this.addSql(`alter table "checkout"."orders" add column "capture_started_at" timestamptz null;`);
    this.addSql(
      `create index "orders_captures_in_flight_idx" on "checkout"."orders" ("provider", "capture_started_at") where "status" = 'created' and "capture_started_at" is not null;`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "checkout"."orders_captures_in_flight_idx";`);
    this.addSql(`alter table "checkout"."orders" drop column if exists "capture_started_at";`);
    this.addSql(`drop index if exists "checkout"."payments_song_live_unique";`);
    this.addSql(`drop table if exists "checkout"."song_purchases";`);
  }
}
