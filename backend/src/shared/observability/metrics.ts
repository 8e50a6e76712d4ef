import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface GaugeSample {
  labels?: Record<string, string>;
  value: number;
}

export interface CollectedGauge {
  name: string;
  help: string;
  labelNames?: readonly string[];
  /** Read at every scrape (for example one SQL count); a failure leaves the gauge empty for that scrape. */
  collect: () => Promise<GaugeSample[]>;
}

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const RENDER_BUCKETS = [1, 2, 5, 10, 20, 30, 45, 60, 90, 120, 180, 300, 600];

/**
 * The process's Prometheus metrics (prom-client), one registry per app instance so tests may run
 * several apps in one process. Contexts add their own figures with `gauge()` (payments by status,
 * payouts by status…) without this file knowing their tables.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'boogy_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpErrors = new Counter({
    name: 'boogy_http_request_errors_total',
    help: 'HTTP requests answered with a 5xx status, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'boogy_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [this.registry],
  });

  readonly renderDuration = new Histogram({
    name: 'boogy_render_duration_seconds',
    help: 'Wall time of one song render attempt in a worker, by outcome (previews: the preview stage done; completed, failed, retried)',
    labelNames: ['outcome'] as const,
    buckets: RENDER_BUCKETS,
    registers: [this.registry],
  });

  private readonly onCollectError: (name: string, error: unknown) => void;

  constructor(options: { onCollectError?: (name: string, error: unknown) => void } = {}) {
    this.onCollectError = options.onCollectError ?? (() => undefined);
    // Event-loop lag (nodejs_eventloop_lag_*), memory, CPU, handles: the standard Node.js set.
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 10 });
  }

  /** A gauge whose samples are read when Prometheus scrapes. */
  gauge(definition: CollectedGauge): void {
    const onError = this.onCollectError;
    new Gauge({
      name: definition.name,
      help: definition.help,
      labelNames: [...(definition.labelNames ?? [])],
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          for (const sample of await definition.collect()) {
            if (sample.labels) this.set(sample.labels, sample.value);
            else this.set(sample.value);
          }
        } catch (error) {
          onError(definition.name, error);
        }
      },
    });
  }

  async text(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
