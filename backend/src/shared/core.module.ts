import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from './config';
import { APP_LOGGER, DATABASE_URL } from './core.tokens';

/** Values made before Nest starts (validated config, the root logger, the database URL). */
@Global()
@Module({})
export class CoreModule {
  static register(options: { config: AppConfig; logger: Logger; databaseUrl: string }): DynamicModule {
    const providers = [
      { provide: APP_CONFIG, useValue: options.config },
      { provide: APP_LOGGER, useValue: options.logger },
      { provide: DATABASE_URL, useValue: options.databaseUrl },
    ];
    return { module: CoreModule, providers, exports: providers.map((p) => p.provide) };
  }
}
