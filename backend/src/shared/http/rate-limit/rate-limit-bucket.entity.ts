import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Hits of one rate-limit key (hashed: it may contain an email) in the current window. */
@Entity({ schema: 'platform', tableName: 'rate_limit_buckets' })
export class RateLimitBucket {
  @PrimaryKey({ type: 'text' }) key!: string;
  @Property({ type: 'integer' }) hits!: number;
  @Property({ type: 'datetime' }) resetsAt!: Date;
}
