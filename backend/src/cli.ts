import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { AppModule } from './app.module';
import { prepare } from './bootstrap/start';
import { ConfigError, loadConfig, type AppConfig } from './shared/config';
import { ADMIN_PASSWORD_MIN_LENGTH, EnsureAdminCommand } from './modules/identity/public';
import { RunPayoutsCommand, type PayoutRunResult } from './modules/affiliate/public';
import { rememberedEmbeddedPort } from './shared/persistence/embedded-postgres';

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  admin:create --email <email> --password <password>
      Creates an administrator, or promotes an existing account (and sets its password).
  payouts:run [--dry-run]
      Runs this week's affiliate payout now (the job runs it Mondays 10:00 UTC). A batch already
      sent this week is not sent again. --dry-run lists who would be paid and changes nothing.
`;

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

async function adminCreate(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { email: { type: 'string' }, password: { type: 'string' } }, strict: true });
  if (!values.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) throw new UsageError('admin:create needs --email <a valid email address>');
  if (!values.password || values.password.length < ADMIN_PASSWORD_MIN_LENGTH) throw new UsageError(`admin:create needs --password <at least ${ADMIN_PASSWORD_MIN_LENGTH} characters>`);
  const input = { email: values.email, password: values.password, setPassword: true };
  const outcome = await withAppContext((app) => app.get(CommandBus).execute(new EnsureAdminCommand(input)));
  console.log(outcome === 'created' ? `Created administrator ${values.email.trim().toLowerCase()}` : `${values.email.trim().toLowerCase()} is now an administrator (password updated)`);
}

/** The app's modules without HTTP or background workers, for a command that goes through the CQRS buses. */
async function withAppContext<T>(work: (app: INestApplicationContext) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const running = runningEmbeddedDatabase(config);
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
  const { values } = parseArgs({ args, options: { 'dry-run': { type: 'boolean', default: false } }, strict: true });
  const dryRun = values['dry-run'] ?? false;
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

class UsageError extends Error {}

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
    if (error instanceof UsageError || error instanceof ConfigError) console.error(`${error.message}\n\n${error instanceof UsageError ? USAGE : ''}`);
    else if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) console.error(`${error.message}\n\n${USAGE}`);
    else console.error(error);
    process.exit(1);
  });
