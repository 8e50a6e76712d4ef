export const PASSWORD_HASHER = Symbol('IdentityPasswordHasher');

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when `password` matches; a null hash costs the same time and never matches. */
  verify(passwordHash: string | null, password: string): Promise<boolean>;
}
