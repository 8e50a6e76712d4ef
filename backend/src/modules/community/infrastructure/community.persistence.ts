import type { MigrationObject } from '@mikro-orm/core';
import { SuggestionRecord } from './entities/suggestion.entity';
import { SuggestionVoteRecord } from './entities/suggestion-vote.entity';
import { SupportMessageRecord } from './entities/support-message.entity';
import { Migration20261122150000Community } from './migrations/20261122150000-community.migration';
import { Migration20261126162000CommunityIpLimitAnonymousVotes } from './migrations/20261126162000-community-ip-limit-anonymous-votes.migration';

/** Community's tables and migrations, registered once in persistence.registry.ts. */
export const COMMUNITY_ENTITIES = [SuggestionRecord, SuggestionVoteRecord, SupportMessageRecord];

export const COMMUNITY_MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122150000Community', class: Migration20261122150000Community },
  { name: 'Migration20261126162000CommunityIpLimitAnonymousVotes', class: Migration20261126162000CommunityIpLimitAnonymousVotes },
];
