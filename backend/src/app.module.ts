import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ScheduleModule } from '@nestjs/schedule';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import type { AppConfig } from './shared/config';
import { CoreModule } from './shared/core.module';
import { MessagingModule } from './shared/messaging';
import { ormOptions } from './shared/persistence/orm.config';
import { PersistenceModule } from './shared/persistence/persistence.module';
import { requestId } from './shared/http/request-id';
import { HealthModule } from './modules/health/health.module';
import { SiteModule } from './modules/site/site.module';
import { ObservabilityModule } from './shared/observability';
import { CONTEXT_MODULES } from './context-modules';

export interface AppModuleOptions {
  config: AppConfig;
  logger: Logger;
  databaseUrl: string;
  /** Extra modules mounted beside the contexts (tests use this for probe handlers). */
  extraImports?: DynamicModule[];
}

/** The whole backend: the same modules serve HTTP (main.ts) and run jobs (worker.ts). */
@Module({})
export class AppModule {
  static register(options: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.register(options),
        LoggerModule.forRoot({
          pinoHttp: {
            logger: options.logger,
            genReqId: requestId,
            customProps: (req) => ({ requestId: req.id }),
            autoLogging: { ignore: (req) => req.url === '/api/health' },
            serializers: {
              req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url.split('?')[0] }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
          },
        }),
        MikroOrmModule.forRoot(ormOptions(options.databaseUrl, { pool: { min: 0, max: options.config.DATABASE_POOL_SIZE } })),
        PersistenceModule,
        CqrsModule.forRoot(),
        // Process-local timers only (ADR 0017); work that must run once per cluster is a pg-boss cron (ADR 0004).
        ScheduleModule.forRoot(),
        MessagingModule,
        ObservabilityModule,
        HealthModule,
        SiteModule,
        ...CONTEXT_MODULES,
        ...(options.extraImports ?? []),
      ],
    };
  }
}
