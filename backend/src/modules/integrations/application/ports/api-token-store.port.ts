
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
  abstract countLive(userId: string): Promise<number>;
  abstract insert(token: NewApiToken): Promise<ApiTokenView>;
  abstract listLive(userId: string): Promise<ApiTokenView[]>;
  /** False when the user has no such live token. */
  abstract revoke(userId: string, tokenId: string): Promise<boolean>;
  abstract findByHash(tokenHash: string): Promise<StoredApiToken | null>;
  /** Notes a use (written at most once a minute per token). */
  abstract touch(tokenId: string): Promise<void>;
}
