import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { TokenPurpose } from '../../domain/one-time-token';

/** An emailed link's secret, stored only as its SHA-256; usable once, until it expires. */
@Entity({ schema: 'identity', tableName: 'one_time_tokens' })
@Index({ name: 'one_time_tokens_user_id_idx', properties: ['userId'] })
export class OneTimeToken {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'uuid' }) userId!: string;
  @Property({ type: 'text' }) purpose!: TokenPurpose;

  @Property({ type: 'text' })
  @Unique({ name: 'one_time_tokens_token_hash_unique' })
  tokenHash!: string;

  /** For an email change: the address the link verifies. */
  @Property({ type: 'text', nullable: true }) newEmail: (string & Opt) | null = null;
  @Property({ type: 'datetime' }) expiresAt!: Date;
  @Property({ type: 'datetime', nullable: true }) usedAt: (Date & Opt) | null = null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
}
