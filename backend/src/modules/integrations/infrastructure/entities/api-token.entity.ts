import { Check, Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** An API token: its SHA-256 only (the token itself was shown once), a hint to recognise it, and its use. */
@Entity({ schema: 'integrations', tableName: 'api_tokens' })
@Check({ name: 'api_tokens_name_check', expression: 'char_length(name) <= 100' })
@Index({ name: 'api_tokens_user_idx', properties: ['userId', 'createdAt'] })
@Index({ name: 'api_tokens_hash_unique', expression: 'create unique index "api_tokens_hash_unique" on "integrations"."api_tokens" ("token_hash")' })
export class ApiTokenRecord {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'uuid' }) userId!: string;
  @Property({ type: 'text' }) name!: string;
  @Property({ type: 'text' }) tokenHash!: string;
  @Property({ type: 'text' }) tokenHint!: string;
  @Property({ type: 'text[]' }) scopes!: string[];
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
  @Property({ type: 'datetime', nullable: true }) lastUsedAt: Date | null = null;
  @Property({ type: 'datetime', nullable: true }) expiresAt: Date | null = null;
  @Property({ type: 'datetime', nullable: true }) revokedAt: Date | null = null;
}
