import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from './config.schema';

export const SESSION_SECRET_FILE = 'session-secret';

/**
 * Without SESSION_SECRET (refused in production), a secret made per process signed everyone out,
 * and cut guests off from their songs, at every restart. Instead the first start writes a random
 * secret to DATA_DIR (owner-only) and every later start, and every process sharing DATA_DIR (API
 * and worker), reads the same one. Two processes starting at once: `wx` lets only one create it.
 */
export function withPersistedSessionSecret(config: AppConfig): AppConfig {
  if (config.SESSION_SECRET || config.isProduction) return config;
  const file = join(config.dataDir, SESSION_SECRET_FILE);
  mkdirSync(config.dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable session secret: delete it to make a new one, or set SESSION_SECRET`);
  return { ...config, SESSION_SECRET: secret };
}
