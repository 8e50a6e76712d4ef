import { randomBytes, randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { MIGRATIONS } from '../../src/persistence.registry';
import { ormOptions } from '../../src/shared/persistence/orm.config';
import { serverUrl } from '../support/test-database';

const COPY = 'Migration20261127060000AffiliateReferralCodes';
const DROP = 'Migration20261127060100IdentityDropReferralCodes';

/**
 * Upgrading a database that holds accounts: every user's referral code and referrer move from
 * identity.users to affiliate.referral_codes (ADR 0022), and going back restores them.
 */
describe('migrating referral codes from identity.users to affiliate.referral_codes', () => {
  const name = `boogy_t_${process.env.BOOGY_TEST_RUN_PID}_${randomBytes(6).toString('hex')}`;
  let orm: MikroORM;
  let db: Client;
  const sql = async <T>(text: string, params: unknown[] = []) => (await db.query(text, params)).rows as T[];

  beforeAll(async () => {
    const admin = new Client({ connectionString: serverUrl('postgres') });
    await admin.connect();
    await admin.query(`create database "${name}"`); // empty: the migrations build it here
    await admin.end();
    // Quiet: the migrator's progress lines would fill the test output (as in database.ts, where they go to debug).
    orm = await MikroORM.init(ormOptions(serverUrl(name), { pool: { min: 0, max: 2 }, logger: () => undefined }));
    db = new Client({ connectionString: serverUrl(name) });
    await db.connect();
  }, 120_000);
  afterAll(async () => {
    await db?.end();
    await orm?.close(true);
    const admin = new Client({ connectionString: serverUrl('postgres') });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it('copies every code and referrer, drops the columns, and the way back restores them', async () => {
    const names = MIGRATIONS.map((m) => m.name);
    expect(names.indexOf(DROP)).toBe(names.indexOf(COPY) + 1);
    await orm.migrator.up({ to: names[names.indexOf(COPY) - 1] });

    const [rita, ben, cleo] = [randomUUID(), randomUUID(), randomUUID()];
    const users = [
      { id: rita, email: 'rita@old.test', code: 'RITA2345', referredBy: null, createdAt: '2026-01-02T03:04:05.000Z' },
      { id: ben, email: 'ben@old.test', code: 'BEN23456', referredBy: rita, createdAt: '2026-02-03T04:05:06.000Z' },
      { id: cleo, email: 'cleo@old.test', code: 'CLEO2345', referredBy: ben, createdAt: '2026-03-04T05:06:07.000Z' },
    ];
    for (const u of users) {
      await sql('insert into identity.users (id, email, referral_code, referred_by, created_at, is_active) values ($1, $2, $3, $4, $5, $6)', [u.id, u.email, u.code, u.referredBy, u.createdAt, u.id !== cleo]);
    }

    await orm.migrator.up();
    const copied = await sql<{ user_id: string; code: string; referred_by: string | null; created_at: Date }>('select user_id, code, referred_by, created_at from affiliate.referral_codes order by created_at');
    expect(copied.map((r) => ({ id: r.user_id, code: r.code, referredBy: r.referred_by, createdAt: r.created_at.toISOString() }))).toEqual(
      users.map(({ id, code, referredBy, createdAt }) => ({ id, code, referredBy, createdAt })),
    );
    const columns = await sql<{ column_name: string }>("select column_name from information_schema.columns where table_schema = 'identity' and table_name = 'users'");
    expect(columns.map((c) => c.column_name)).not.toEqual(expect.arrayContaining(['referral_code']));
    expect(columns.map((c) => c.column_name)).not.toEqual(expect.arrayContaining(['referred_by']));
    await expect(sql('insert into affiliate.referral_codes (user_id, code) values ($1, $2)', [randomUUID(), 'BEN23456'])).rejects.toMatchObject({ constraint: 'referral_codes_code_unique' });

    await orm.migrator.down();
    await orm.migrator.down();
    const restored = await sql<{ id: string; referral_code: string; referred_by: string | null }>('select id, referral_code, referred_by from identity.users order by created_at');
    expect(restored).toEqual(users.map((u) => ({ id: u.id, referral_code: u.code, referred_by: u.referredBy })));
    await expect(sql("select to_regclass('affiliate.referral_codes') as t")).resolves.toEqual([{ t: null }]);
  }, 120_000);
});
