import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Client } from 'pg';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The operator's CLI as they run it (src/cli.ts, as dist/cli.js runs in the image): help for each
 * command without booting the app, one clear line when the database is down, and an admin
 * password that need not be typed on the command line.
 */
const BACKEND_DIR = join(__dirname, '..', '..');

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function cli(args: string[], options: { databaseUrl: string; env?: Record<string, string>; stdin?: string }): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--conditions=boogy-source', '-r', '@swc-node/register', join(BACKEND_DIR, 'src/cli.ts'), ...args], {
    cwd: BACKEND_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', SWC_NODE_PROJECT: join(BACKEND_DIR, 'tsconfig.json'), NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: '/tmp/boogy-cli-test', DATABASE_URL: options.databaseUrl, ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  child.stdin.end(options.stdin ?? '');
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stdout, stderr };
}

describe('the operator CLI', () => {
  let db: TestDatabase;
  let downUrl: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    downUrl = `postgres://postgres:postgres@127.0.0.1:${await closedPort()}/boogy`;
  });

  afterAll(async () => {
    await db?.drop();
  });

  const isAdmin = async (email: string) => {
    const client = new Client({ connectionString: db.url });
    await client.connect();
    try {
      return (await client.query<{ n: number }>("select count(*)::int as n from identity.users where email = $1 and is_admin", [email])).rows[0]!.n === 1;
    } finally {
      await client.end();
    }
  };

  it.each([['payouts:run'], ['admin:create']])('%s --help answers with its usage and exit 0, without a database', async (command) => {
    const result = await cli([command, '--help'], { databaseUrl: downUrl });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(new RegExp(`^Usage: npm run cli -- ${command}`));
  }, 60_000);

  it('a database outage is one line that says so, and exit 1', async () => {
    const result = await cli(['payouts:run', '--dry-run'], { databaseUrl: downUrl });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Cannot reach the database \(ECONNREFUSED: .*\); is PostgreSQL up and DATABASE_URL right\? Nothing was changed\.$/)]);
  }, 60_000);

  it('admin:create takes the password from standard input or from ADMIN_PASSWORD', async () => {
    const fromStdin = await cli(['admin:create', '--email', 'stdin-admin@example.com', '--password-stdin'], { databaseUrl: db.url, stdin: 'correct horse battery\n' });
    expect(fromStdin).toMatchObject({ code: 0, stdout: 'Created administrator stdin-admin@example.com\n' });
    const fromEnv = await cli(['admin:create', '--email', 'env-admin@example.com'], { databaseUrl: db.url, env: { ADMIN_PASSWORD: 'correct horse staple' } });
    expect(fromEnv).toMatchObject({ code: 0, stdout: 'Created administrator env-admin@example.com\n' });
    expect([await isAdmin('stdin-admin@example.com'), await isAdmin('env-admin@example.com')]).toEqual([true, true]);
  }, 90_000);
});
