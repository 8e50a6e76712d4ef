import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../src/shared/persistence/orm.config';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

describe('migrations and entities', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  beforeAll(async () => {
    db = await createTestDatabase();
    orm = await MikroORM.init(ormOptions(db.url));
  });
  afterAll(async () => {
    await orm.close(true);
    await db.drop();
  });

  it('leave nothing for the schema diff to change (the migrations build exactly the entities)', async () => {
    const sql = await orm.schema.getUpdateSchemaSQL({ wrap: false, safe: false, dropTables: true });
    expect(sql.trim()).toBe('');
  });

  it('put each context in its own PostgreSQL schema', async () => {
    const rows = await orm.em.fork().execute<{ schema_name: string }[]>('select schema_name from information_schema.schemata');
    const schemas = rows.map((r) => r.schema_name);
    for (const context of ['identity', 'catalog', 'checkout', 'social', 'affiliate', 'community', 'messaging', 'platform']) {
      expect(schemas).toContain(context);
    }
  });
});
