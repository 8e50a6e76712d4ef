import { Migration } from '@mikro-orm/migrations';

/**
 * A share given to the buyer of someone else's song names the payment that bought it, once: a refund
 * of that payment takes exactly that share back. Shares given before this are matched to their
 * payments once (the buyer's earliest full share of the song made after the payment).
 */
export class Migration20261126161000SocialBoughtShares extends Migration {
  override up(): void {
    this.addSql(`alter table "social"."friend_shares" add column "payment_id" uuid null;`);
    this.addSql(`create unique index "friend_shares_payment_unique" on "social"."friend_shares" ("payment_id") where "payment_id" is not null;`);
    this.addSql(`update "social"."friend_shares" fs set "payment_id" = bought.payment_id
      from (
        select distinct on (p.id) p.id as payment_id, s.id as share_id
        from "checkout"."payments" p
        join "social"."friend_shares" s on s.song_id = p.song_id and s.shared_with_user_id = p.user_id and s.share_type = 'full' and s.message is null and s.created_at >= p.created_at
        where p.song_id is not null and p.status in ('captured', 'free', 'refunded')
        order by p.id, s.created_at
      ) bought
      where fs.id = bought.share_id;`);
  }

  override down(): void {
    this.addSql(`drop index if exists "social"."friend_shares_payment_unique";`);
    this.addSql(`alter table "social"."friend_shares" drop column if exists "payment_id";`);
  }
}
