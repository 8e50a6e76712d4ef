import { Check, Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { SuggestionStatus } from '../../domain/suggestion';

/** A feature idea on the community board (spec entity `suggestions`); `votes` is kept with each vote, in its transaction. */
@Entity({ schema: 'community', tableName: 'suggestions' })
@Check({ name: 'suggestions_votes_check', expression: 'votes >= 0' })
@Check({ name: 'suggestions_status_check', expression: "status in ('pending', 'under_review', 'completed', 'rejected')" })
@Index({ name: 'suggestions_votes_idx', properties: ['votes', 'createdAt'] })
export class SuggestionRecord {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'text' }) title!: string;
  @Property({ type: 'text' }) description!: string;
  @Property({ type: 'text', nullable: true }) submitterName: string | null = null;
  @Property({ type: 'text', nullable: true }) submitterEmail: string | null = null;
  @Property({ type: 'uuid', nullable: true }) userId: string | null = null;
  @Property({ type: 'integer', default: 0 }) votes: number & Opt = 0;
  @Property({ type: 'text', default: 'pending' }) status: SuggestionStatus & Opt = 'pending';
  @Property({ type: 'text', nullable: true }) adminNotes: string | null = null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date & Opt = new Date();
}
