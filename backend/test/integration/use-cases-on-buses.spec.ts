import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Test, type TestingModule } from '@nestjs/testing';
import { AppModule } from '../../src/app.module';
import { prepare } from '../../src/bootstrap/start';
import { GetHelpFactsQuery } from '../../src/modules/community/public';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const MODULES = join(__dirname, '../../src/modules');
/** Where @CommandHandler / @QueryHandler record their command or query (@nestjs/cqrs's keys; its constants file is not exported). */
const COMMAND_HANDLER_METADATA = '__commandHandler__';
const QUERY_HANDLER_METADATA = '__queryHandler__';

/** A command or query class. */
type UseCaseClass = abstract new (...args: never[]) => unknown;

/** Every non-test source file under the contexts' application layers. */
function applicationFiles(dir: string, inApplication = false): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return applicationFiles(path, inApplication || name === 'application');
    return inApplication && name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The use cases the application layers declare: every exported class named …Command or …Query. */
function declaredUseCases(): Map<UseCaseClass, string> {
  const found = new Map<UseCaseClass, string>();
  for (const file of applicationFiles(MODULES)) {
    for (const [name, value] of Object.entries(require(file) as Record<string, unknown>)) {
      if (typeof value === 'function' && /(Command|Query)$/.test(name)) found.set(value as UseCaseClass, `${name} (${file.slice(MODULES.length + 1)})`);
    }
  }
  return found;
}

/**
 * Every use case is a Command or Query with its handler on the @nestjs/cqrs buses. The
 * whole app is compiled with @nestjs/testing (real modules, real database), and Nest's own
 * discovery lists which handlers it registered.
 */
describe('use cases on the CQRS buses', () => {
  let db: TestDatabase;
  let moduleRef: TestingModule;
  let handled: Set<unknown>;

  beforeAll(async () => {
    db = await createTestDatabase();
    const { config, logger } = await prepare({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', PROCESS_ROLE: 'api', DATABASE_URL: db.url, DATA_DIR: `/tmp/boogy-test-data/${process.pid}` });
    moduleRef = await Test.createTestingModule({ imports: [DiscoveryModule, AppModule.register({ config, logger, databaseUrl: db.url })] }).compile();
    await moduleRef.init();
    handled = new Set(
      moduleRef
        .get(DiscoveryService)
        .getProviders()
        .flatMap((wrapper) => {
          const type = wrapper.metatype;
          if (typeof type !== 'function') return [];
          return [Reflect.getMetadata(COMMAND_HANDLER_METADATA, type), Reflect.getMetadata(QUERY_HANDLER_METADATA, type)].filter(Boolean) as unknown[];
        }),
    );
  });
  afterAll(async () => {
    await moduleRef?.close();
    await db?.drop();
  });

  it('registers a handler for every command and query the application layers declare', () => {
    const useCases = declaredUseCases();
    expect(useCases.size).toBeGreaterThan(60);
    const orphans = [...useCases].filter(([type]) => !handled.has(type)).map(([, where]) => where);
    expect(orphans).toEqual([]);
  });

  it('answers a query dispatched on the bus with the numbers the product runs on', async () => {
    const facts = await moduleRef.get(QueryBus).execute(new GetHelpFactsQuery());
    expect(facts).toMatchObject({ songPriceCents: 1000, chargeCurrency: 'USD', previewSeconds: 40, payoutThresholdCents: 2500 });
    expect(facts.affiliateLayers.map((l: { cashPercent: number }) => l.cashPercent)).toEqual([35, 10, 5]);
    expect(moduleRef.get(CommandBus)).toBeInstanceOf(CommandBus);
  });
});
