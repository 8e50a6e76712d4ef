import { Client } from 'pg';

export default async function globalTeardown(): Promise<void> {
  const serverUrl = process.env.BOOGY_TEST_SERVER_URL;
  const template = process.env.BOOGY_TEST_TEMPLATE_DB;
  if (serverUrl && template) {
    const url = new URL(serverUrl);
    url.pathname = '/postgres';
    const admin = new Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`drop database if exists "${template}" with (force)`).catch(() => undefined);
    await admin.end();
  }
  await (globalThis as { __BOOGY_TEST_PG__?: { stop: () => Promise<void> } }).__BOOGY_TEST_PG__?.stop();
}
