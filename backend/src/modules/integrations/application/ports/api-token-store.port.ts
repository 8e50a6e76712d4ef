import type { EntityManager } from '@mikro-orm/postgresql';

export interface ApiTokenView {
  id: string;
  name: string;
  tokenHint: string;
  scopes: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
}

export interface NewApiToken {
  id: string;
  userId: string;
  name: string;
  tokenHash: string;
  tokenHint: string;
  scopes: string[];
  expiresAt: Date | null;
}

export interface StoredApiToken {
  id: string;
  userId: string;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

/** The tokens' table (hashes only). */
export abstract class ApiTokenStore {
  /** Takes the user's token rows' lock order: parallel creations count each other. */
  abstract countLive(em: EntityManager, userId: string): Promise<number>;
  abstract insert(em: EntityManager, token: NewApiToken): Promise<ApiTokenView>;
  abstract listLive(em: EntityManager, userId: string): Promise<ApiTokenView[]>;
  /** False when the user has no such live token. */
  abstract revoke(em: EntityManager, userId: string, tokenId: string): Promise<boolean>;
  abstract findByHash(em: EntityManager, tokenHash: string): Promise<StoredApiToken | null>;
  /** Notes a use (written at most once a minute per token). */
  abstract touch(em: EntityManager, tokenId: string): Promise<void>;
}
