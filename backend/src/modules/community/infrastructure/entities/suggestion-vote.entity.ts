import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** One vote (spec entity `suggestion_votes`): unique per suggestion and user, email, and IP address. */
@Entity({ schema: 'community', tableName: 'suggestion_votes' })
@Index({ name: 'suggestion_votes_user_unique', expression: 'create unique index "suggestion_votes_user_unique" on "community"."suggestion_votes" ("suggestion_id", "user_id") where "user_id" is not null' })
@Index({ name: 'suggestion_votes_email_unique', expression: 'create unique index "suggestion_votes_email_unique" on "community"."suggestion_votes" ("suggestion_id", "voter_email") where "voter_email" is not null' })
@Index({ name: 'suggestion_votes_ip_unique', expression: 'create unique index "suggestion_votes_ip_unique" on "community"."suggestion_votes" ("suggestion_id", "ip_address") where "user_id" is null' })
export class SuggestionVoteRecord {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'uuid' }) suggestionId!: string;
  @Property({ type: 'uuid', nullable: true }) userId: string | null = null;
  @Property({ type: 'text', nullable: true }) voterEmail: string | null = null;
  @Property({ type: 'text' }) ipAddress!: string;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
}
