import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { InvitationMode, InvitationStatus } from '../../domain/invitation';

/** An emailed invitation (friend or affiliate mode), with its three reminders. */
@Entity({ schema: 'social', tableName: 'invitations' })
@Unique({ name: 'invitations_sender_recipient_unique', properties: ['senderUserId', 'recipientEmail'] })
@Index({ name: 'invitations_recipient_idx', properties: ['recipientEmail'] })
@Index({ name: 'invitations_pending_idx', expression: `create index "invitations_pending_idx" on "social"."invitations" ("created_at") where "status" = 'pending'` })
export class Invitation {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'uuid' }) senderUserId!: string;

  /** Lower case. */
  @Property({ type: 'text' }) recipientEmail!: string;
  @Property({ type: 'text' }) referralCode!: string;
  @Property({ type: 'text', default: 'friend' }) mode: InvitationMode & Opt = 'friend';
  @Property({ type: 'smallint', default: 0 }) remindersSent: number & Opt = 0;
  @Property({ type: 'datetime', nullable: true }) firstReminderSent: (Date & Opt) | null = null;
  @Property({ type: 'datetime', nullable: true }) secondReminderSent: (Date & Opt) | null = null;
  @Property({ type: 'datetime', nullable: true }) thirdReminderSent: (Date & Opt) | null = null;
  @Property({ type: 'text', default: 'pending' }) status: InvitationStatus & Opt = 'pending';
  @Property({ type: 'uuid', nullable: true }) joinedUserId: (string & Opt) | null = null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
}
