import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * Every test file gets its own database, cloned from a migrated template made once per run by
 * global-setup.ts, so files run in parallel without seeing each other's rows.
 */
export interface TestDatabase {
  url: string;
  drop: () => Promise<void>;
}

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through jest (global-setup.ts sets it)`);
  return value;
}

export function serverUrl(database: string): string {
  const url = new URL(env('BOOGY_TEST_SERVER_URL'));
  url.pathname = `/${database}`;
  return url.toString();
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `boogy_t_${env('BOOGY_TEST_RUN_PID')}_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl('postgres') });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database "${name}" template "${env('BOOGY_TEST_TEMPLATE_DB')}"`);
        break;
      } catch (error) {
        // Two files cloning the template at the same instant: PostgreSQL asks one to wait.
        if (attempt >= 20 || !String(error).includes('being accessed by other users')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  return {
    url: serverUrl(name),
    drop: async () => {
      const client = new Client({ connectionString: serverUrl('postgres') });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
