export { Metrics, type CollectedGauge, type GaugeSample } from './metrics';
export type { WatchedPool } from './database-pool-metrics';
export { ReadinessChecks } from './readiness';
export { ObservabilityModule } from './observability.module';
export { httpMetrics } from './http-metrics.middleware';
export { serveMetrics } from './metrics-server';
