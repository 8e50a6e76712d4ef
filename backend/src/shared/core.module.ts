import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from './config';
import { APP_LOGGER, DATABASE_URL } from './core.tokens';
import { GuestCookie } from './http/guest-cookie';
import { FastLane } from './http/fast-lane/fast-lane';

/**
 * Values made before Nest starts (validated config, the root logger, the database URL), and the
 * guest cookie every context reads the same way (catalog's songs, checkout's purchases), and the
 * fast lane the contexts register their hot reads on.
 */
@Global()
@Module({})
export class CoreModule {
  static register(options: { config: AppConfig; logger: Logger; databaseUrl: string }): DynamicModule {
    const providers = [
      { provide: APP_CONFIG, useValue: options.config },
      { provide: APP_LOGGER, useValue: options.logger },
      { provide: DATABASE_URL, useValue: options.databaseUrl },
      { provide: GuestCookie, useValue: new GuestCookie(options.config.SESSION_SECRET, options.config.isProduction) },
      { provide: FastLane, useValue: new FastLane() },
    ];
    return { module: CoreModule, providers, exports: providers.map((p) => p.provide) };
  }
}
