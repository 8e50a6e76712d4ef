/**
 * An account as identity's use cases see it (a row of identity.users). A use case changes its
 * fields and then saves it through the users repository, in the transaction it was read in.
 */
export interface UserAccount {
  readonly id: string;
  email: string;
  /** argon2id; null for an account made without a password. */
  passwordHash: string | null;
  firstName: string | null;
  lastName: string | null;
  preferredCurrency: string;
  /** A new address waiting for its verification link to be opened. */
  pendingEmail: string | null;
  isAdmin: boolean;
  isActive: boolean;
  readonly createdAt: Date;
  /** When the owner of `email` first proved it; null: anyone could have typed it. */
  emailVerifiedAt: Date | null;
  deactivatedAt: Date | null;
}

/** What a new account is made of; everything else takes the table's defaults. */
export interface NewUserAccount {
  email: string;
  passwordHash: string | null;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
  emailVerifiedAt: Date | null;
}
