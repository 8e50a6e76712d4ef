import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { TestApp, Visitor } from './test-app';

/** Shared set-up of the checkout tests: buyers with songs, an admin, vouchers, and a look into the database. */
export const ADMIN = { email: 'admin@boogy.test', password: 'admin-password-1234' };
export const CHECKOUT_TEST_ENV = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  GUEST_SAMPLES_PER_IP_PER_DAY: '1000',
  // Each test buyer signs up from its own address (X-Forwarded-For), as real buyers do.
  TRUST_PROXY: 'true',
};

const randomIp = () => `10.${[0, 0, 0].map(() => randomBytes(1)[0]! % 250).join('.')}`;

export const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@boogy.test`;

/** A song made through the catalog's own API by this visitor (a guest or a signed-in user). */
export async function makeSong(visitor: Visitor, name = 'Alice'): Promise<string> {
  const { data, response } = await visitor.api.POST('/api/songs', {
    body: { names: [name], lyrics: `${name} is dancing all night long, everybody sing along`, style: 'hip-hop' },
  });
  if (!data) throw new Error(`could not make a song: ${response.status}`);
  return data.id;
}

export async function guestWithSong(app: TestApp): Promise<{ visitor: Visitor; songId: string }> {
  const visitor = app.visitor();
  return { visitor, songId: await makeSong(visitor) };
}

export async function userWithSong(app: TestApp, label = 'buyer'): Promise<{ visitor: Visitor; songId: string; email: string }> {
  const visitor = app.visitor();
  const email = uniqueEmail(label);
  const { response } = await visitor.api.POST('/api/simple-register', { body: { email, firstName: label }, headers: { 'x-forwarded-for': randomIp() } });
  if (response.status !== 200) throw new Error(`could not register: ${response.status}`);
  return { visitor, email, songId: await makeSong(visitor) };
}

export async function signedInAdmin(app: TestApp): Promise<Visitor> {
  const admin = app.visitor();
  const { response } = await admin.api.POST('/api/login', { body: ADMIN });
  if (response.status !== 200) throw new Error(`admin could not sign in: ${response.status}`);
  return admin;
}

export async function createVoucher(
  admin: Visitor,
  voucher: { code?: string; discountType: 'percentage' | 'fixed'; discountValue: number; maxUses?: number | null; expiresAt?: string | null; isActive?: boolean },
) {
  const code = voucher.code ?? `V${randomBytes(4).toString('hex').toUpperCase()}`;
  const { data, response } = await admin.api.POST('/api/admin/vouchers', { body: { ...voucher, code } });
  if (!data) throw new Error(`could not create voucher: ${response.status}`);
  return data;
}

/** Runs one query against the app's database (assertions on rows the API does not show). */
export async function query<T extends Record<string, unknown>>(app: TestApp, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: app.databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

export async function songIsPaid(visitor: Visitor, songId: string): Promise<boolean> {
  const { data, response } = await visitor.api.GET('/api/songs/{id}', { params: { path: { id: songId } } });
  if (!data) throw new Error(`could not read song: ${response.status}`);
  return data.isPaid;
}
