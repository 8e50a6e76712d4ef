import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import { startEmbeddedPostgres } from './embedded-postgres';
import { ormOptions } from './orm.config';

export interface DatabaseHandle {
  url: string;
  embedded: boolean;
  stop: () => Promise<void>;
}

/** `DATABASE_URL` when set; otherwise an embedded PostgreSQL with its data under DATA_DIR. */
export async function provideDatabase(config: AppConfig, log: Logger): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    return { url: config.DATABASE_URL, embedded: false, stop: async () => {} };
  }
  const pg = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    port: config.EMBEDDED_PG_PORT,
    databases: ['boogy'],
    log,
  });
  return { url: pg.url('boogy'), embedded: true, stop: pg.stop };
}

const MIGRATION_LOCK = 724_311; // any constant: serialises migrations of instances starting together

/** Applies every pending migration; safe when several instances start at once. */
export async function migrate(url: string, log: Logger): Promise<string[]> {
  // A session-level advisory lock on its own connection: the migrator uses its own transaction.
  const lock = new Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    // The migrator's own progress lines go through the app's logger (debug), not raw to stdout:
    // the applied names are logged once below.
    const orm = await MikroORM.init(ormOptions(url, { pool: { min: 0, max: 2 }, logger: (message) => log.debug({ orm: message }, 'migrator') }));
    try {
      const applied = await orm.migrator.up();
      const names = applied.map((m) => m.name);
      if (names.length > 0) log.info({ migrations: names }, 'database migrated');
      return names;
    } finally {
      await orm.close(true);
    }
  } finally {
    await lock.end();
  }
}
