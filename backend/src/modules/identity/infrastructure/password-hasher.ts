import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '../application/ports/password-hasher.port';

// argon2id with OWASP's minimum settings (19 MiB, 2 passes): ~20-40 ms on these machines.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
// Verified against when an account has no password, so every failed sign-in costs the same time.
let dummyHash: Promise<string> | null = null;

export async function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True when `password` matches `passwordHash`; a null hash is checked against a dummy (never matches). */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password-just-equalising-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

@Injectable()
export class Argon2PasswordHasher implements PasswordHasher {
  hash(password: string): Promise<string> {
    return hashPassword(password);
  }

  verify(passwordHash: string | null, password: string): Promise<boolean> {
    return verifyPassword(passwordHash, password);
  }
}
