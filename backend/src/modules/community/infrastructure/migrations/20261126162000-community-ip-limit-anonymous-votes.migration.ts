import { Migration } from '@mikro-orm/migrations';

/**
 * One vote per IP address holds for anonymous votes only: a signed-in user votes once per
 * suggestion as themselves, whoever else on the same network voted before.
 */
export class Migration20261126162000CommunityIpLimitAnonymousVotes extends Migration {
  override up(): void {
    this.addSql(`drop index if exists "community"."suggestion_votes_ip_unique";`);
    this.addSql(`create unique index "suggestion_votes_ip_unique" on "community"."suggestion_votes" ("suggestion_id", "ip_address") where "user_id" is null;`);
  }

  override down(): void {
    this.addSql(`drop index if exists "community"."suggestion_votes_ip_unique";`);
    this.addSql(`create unique index "suggestion_votes_ip_unique" on "community"."suggestion_votes" ("suggestion_id", "ip_address");`);
  }
}
