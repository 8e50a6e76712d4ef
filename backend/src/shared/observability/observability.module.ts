import { Global, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_LOGGER } from '../core.tokens';
import { DatabasePools } from './database-pools';
import { MessagingMetrics } from './messaging-metrics';
import { Metrics } from './metrics';
import { MetricsController } from './metrics.controller';
import { ReadinessChecks } from './readiness';

/** Metrics (GET /metrics) and the readiness checks contexts add; available to every module. */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [
    {
      provide: Metrics,
      inject: [APP_LOGGER],
      useFactory: (log: Logger) => new Metrics({ onCollectError: (name, error) => log.warn({ err: error, metric: name }, 'a metric could not be read') }),
    },
    ReadinessChecks,
    MessagingMetrics,
    DatabasePools,
  ],
  exports: [Metrics, ReadinessChecks],
})
export class ObservabilityModule {}
