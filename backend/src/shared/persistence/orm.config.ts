import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { ENTITIES, MIGRATIONS } from '../../persistence.registry';

/** Tables that live in our database but are not ORM entities; the schema diff must leave them alone. */
export const UNMANAGED_TABLES: (string | RegExp)[] = ['identity.sessions', 'sessions', /^pgboss\./];

export function ormOptions(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl,
    entities: ENTITIES,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: {
      migrationsList: MIGRATIONS,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
    schemaGenerator: { skipTables: UNMANAGED_TABLES },
    pool: { min: 0, max: 10 },
    forceUtcTimezone: true,
    ...overrides,
  });
}
