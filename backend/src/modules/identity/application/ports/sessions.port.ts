
export const SESSION_REGISTRY = Symbol('IdentitySessionRegistry');

/** The stored sessions (HTTP sign-in and sign-out stay in the interface layer). */
export interface SessionRegistry {
  /** Signs a user out on every device, in the caller's transaction. */
  endAllOf(userId: string): Promise<void>;
}
