import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { INestApplicationContext } from '@nestjs/common';
import type { PayoutRunResult } from './modules/affiliate/public';
import { ConfigError, loadConfig, type AppConfig } from './shared/config';
import { databaseUnreachable } from './shared/logging/database-outage';
import { rememberedEmbeddedPort } from './shared/persistence/embedded-postgres';

// The app (Nest, the ORM, every module) is loaded only by a command that runs: help and usage
// errors answer at once.

/** The shortest password an administrator may have (EnsureAdminCommand checks it again). */
const ADMIN_PASSWORD_MIN_LENGTH = 8;

/** A part of the app, loaded when a command runs (this file is CommonJS once built). */
function loadApp<T = unknown>(id: string): T {
  return require(id) as T;
}

const ADMIN_CREATE_USAGE = `admin:create --email <email> [--password <password> | --password-stdin]
      Creates an administrator, or promotes an existing account (and sets its password). The
      password comes from --password, else the first line of standard input (--password-stdin),
      else the ADMIN_PASSWORD environment variable: the last two keep it out of the shell history
      and the process list.`;
const PAYOUTS_RUN_USAGE = `payouts:run [--dry-run]
      Runs this week's affiliate payout now (the job runs it Mondays 10:00 UTC). A batch already
      sent this week is not sent again. --dry-run lists who would be paid and changes nothing.`;

const USAGE = `Usage: npm run cli -- <command> [options]   (in the image: npm run cli -- …, the same)

Commands:
  ${ADMIN_CREATE_USAGE}
  ${PAYOUTS_RUN_USAGE}
  <command> --help
      This text for one command.
`;

const commandUsage = (text: string) => `Usage: npm run cli -- ${text}\n`;

/**
 * The database of a running `npm start` (its embedded PostgreSQL is up): reuse it rather than
 * starting a second server on the same data folder.
 */
function runningEmbeddedDatabase(config: AppConfig): string | null {
  if (config.DATABASE_URL) return null;
  const pidFile = join(config.dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  return `postgres://postgres:postgres@127.0.0.1:${Number(portLine) || config.EMBEDDED_PG_PORT || rememberedEmbeddedPort(config.dataDir)}/boogy`;
}

async function readFirstLine(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

async function adminCreate(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { email: { type: 'string' }, password: { type: 'string' }, 'password-stdin': { type: 'boolean' }, help: { type: 'boolean' } }, strict: true });
  if (values.help) return void console.log(commandUsage(ADMIN_CREATE_USAGE));
  if (!values.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) throw new UsageError('admin:create needs --email <a valid email address>', ADMIN_CREATE_USAGE);
  const password = values.password ?? (values['password-stdin'] ? await readFirstLine(process.stdin) : process.env.ADMIN_PASSWORD);
  if (!password || password.length < ADMIN_PASSWORD_MIN_LENGTH) throw new UsageError(`admin:create needs a password of at least ${ADMIN_PASSWORD_MIN_LENGTH} characters (--password, --password-stdin or ADMIN_PASSWORD)`, ADMIN_CREATE_USAGE);
  const { CommandBus } = loadApp<typeof import('@nestjs/cqrs')>('@nestjs/cqrs');
  const { EnsureAdminCommand } = loadApp<typeof import('./modules/identity/public')>('./modules/identity/public');
  const input = { email: values.email, password, setPassword: true };
  const outcome = await withAppContext((app) => app.get(CommandBus).execute(new EnsureAdminCommand(input)));
  console.log(outcome === 'created' ? `Created administrator ${values.email.trim().toLowerCase()}` : `${values.email.trim().toLowerCase()} is now an administrator (password updated)`);
}

/** The app's modules without HTTP or background workers, for a command that goes through the CQRS buses. */
async function withAppContext<T>(work: (app: INestApplicationContext) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const running = runningEmbeddedDatabase(config);
  loadApp('reflect-metadata');
  const { NestFactory } = loadApp<typeof import('@nestjs/core')>('@nestjs/core');
  const { AppModule } = loadApp<typeof import('./app.module')>('./app.module');
  const { prepare } = loadApp<typeof import('./bootstrap/start')>('./bootstrap/start');
  const { config: appConfig, logger, db } = await prepare({ ...process.env, LOG_LEVEL: 'warn', PROCESS_ROLE: 'api', ...(running ? { DATABASE_URL: running } : {}) });
  const app = await NestFactory.createApplicationContext(AppModule.register({ config: appConfig, logger, databaseUrl: db.url }), { logger: ['error', 'warn'] });
  try {
    return await work(app);
  } finally {
    await app.close();
    await db.stop();
  }
}

async function payoutsRun(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { 'dry-run': { type: 'boolean', default: false }, help: { type: 'boolean' } }, strict: true });
  if (values.help) return void console.log(commandUsage(PAYOUTS_RUN_USAGE));
  const dryRun = values['dry-run'] ?? false;
  const { CommandBus } = loadApp<typeof import('@nestjs/cqrs')>('@nestjs/cqrs');
  const { RunPayoutsCommand } = loadApp<typeof import('./modules/affiliate/public')>('./modules/affiliate/public');
  const result: PayoutRunResult = await withAppContext((app) => app.get(CommandBus).execute(new RunPayoutsCommand({ dryRun })));
  const dollars = (cents: number) => `${(cents / 100).toFixed(2)}`;
  console.log(`${dryRun ? 'Dry run of' : 'Payout run'} ${result.senderBatchId}: ${result.outcome.replace(/_/g, ' ')}`);
  if (result.outcome === 'already_ran') console.log(dryRun ? "  This week's batch was sent already; the next run would pay:" : "  This week's batch was sent already: nothing was sent again.");
  if (result.payouts.length === 0 && (dryRun || result.outcome === 'nothing_due')) console.log('  Nobody is due a payout: no affiliate with a payout email has a mature balance reaching their threshold.');
  for (const p of result.payouts) {
    console.log(`  ${p.receiver}  ${dollars(p.amountCents)} ${p.currency}${p.commissionCount ? `  (${p.commissionCount} commissions${p.clawbackCents ? `, ${dollars(p.clawbackCents)} clawed back` : ''})` : ''}`);
  }
  if (result.skippedNoEmail > 0) console.log(`  ${result.skippedNoEmail} affiliate(s) reached the threshold but have no PayPal email yet`);
}

class UsageError extends Error {
  constructor(message: string, readonly usage = USAGE) {
    super(message);
  }
}

/** One line an operator can act on, for whatever stopped the command. */
function failureLine(error: unknown): string {
  const unreachable = databaseUnreachable(error);
  if (unreachable) return `Cannot reach the database (${unreachable.code}: ${unreachable.message}); is PostgreSQL up and DATABASE_URL right? Nothing was changed.`;
  return `Failed: ${error instanceof Error ? error.message : String(error)}`;
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  switch (command) {
    case 'admin:create':
      return adminCreate(args);
    case 'payouts:run':
      return payoutsRun(args);
    case undefined:
    case 'help':
    case '--help':
      console.log(USAGE);
      return;
    default:
      throw new UsageError(`Unknown command "${command}"`);
  }
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${commandUsage(error.usage)}`);
    else if (error instanceof ConfigError) console.error(error.message);
    else if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) console.error(`${error.message}\n\n${USAGE}`);
    else console.error(failureLine(error));
    process.exit(1);
  });
