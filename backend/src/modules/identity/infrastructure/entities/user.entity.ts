import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { UserAccount } from '../../domain/user-account';

/**
 * A person with an account. Emails are stored lower-cased (unique, case-insensitive). Sample
 * credits live in checkout's ledger, earnings, referral codes and "referred by" in affiliate: they are
 * not duplicated here.
 * Emailed tokens (reset, sign-in link, email verification) are in one_time_tokens, hashed.
 */
@Entity({ schema: 'identity', tableName: 'users' })
export class User implements UserAccount {
  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();

  @Property({ type: 'text' })
  @Unique({ name: 'users_email_unique' })
  email!: string;

  /** argon2id; null for an account made without a password (email-only sign-up, guest purchase). */
  @Property({ type: 'text', nullable: true, hidden: true, lazy: false }) passwordHash: (string & Opt) | null = null;
  @Property({ type: 'text', nullable: true }) firstName: (string & Opt) | null = null;
  @Property({ type: 'text', nullable: true }) lastName: (string & Opt) | null = null;
  @Property({ type: 'text', default: 'USD' }) preferredCurrency: string & Opt = 'USD';

  /** A new address waiting for its verification link to be opened. */
  @Property({ type: 'text', nullable: true }) pendingEmail: (string & Opt) | null = null;
  @Property({ type: 'boolean', default: false }) isAdmin: boolean & Opt = false;
  @Property({ type: 'boolean', default: true }) isActive: boolean & Opt = true;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) createdAt: Date & Opt = new Date();
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date & Opt = new Date();

  /** When the owner of `email` first proved it by opening an emailed link; null: anyone could have typed it. */
  @Property({ type: 'datetime', nullable: true }) emailVerifiedAt: (Date & Opt) | null = null;
  @Property({ type: 'datetime', nullable: true }) deactivatedAt: (Date & Opt) | null = null;
}
