import { Check, Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

export type PayoutRunStatus = 'prepared' | 'sent' | 'closed';

/**
 * One weekly payout batch. The run key (the week's Monday) and the sender_batch_id derived from it
 * are unique: a retried or raced run finds the existing batch and never prepares a second one.
 */
@Entity({ schema: 'affiliate', tableName: 'payout_runs' })
@Unique({ name: 'payout_runs_run_key_unique', properties: ['runKey'] })
@Unique({ name: 'payout_runs_sender_batch_unique', properties: ['senderBatchId'] })
@Check({ name: 'payout_runs_status_check', expression: "status in ('prepared', 'sent', 'closed')" })
export class PayoutRun {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'text' }) runKey!: string;
  @Property({ type: 'text' }) senderBatchId!: string;
  @Property({ type: 'text', nullable: true }) providerBatchId: string | null = null;
  @Property({ type: 'text', default: 'prepared' }) status: PayoutRunStatus & Opt = 'prepared';
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()' }) updatedAt: Date & Opt = new Date();
}
