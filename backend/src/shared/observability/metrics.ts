import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DatabasePoolMetrics, type WatchedPool } from './database-pool-metrics';

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

  readonly httpRequests = this.counter('boogy_http_requests_total', 'HTTP requests answered, by method, route pattern and status code', ['method', 'route', 'status']);

  readonly httpErrors = this.counter('boogy_http_request_errors_total', 'HTTP requests answered with a 5xx status, by method and route pattern', ['method', 'route']);

  readonly httpDuration = this.histogram('boogy_http_request_duration_seconds', 'Time from a request arriving to its answer being sent, by method and route pattern', ['method', 'route'], SECONDS_BUCKETS);

  readonly renderDuration = this.histogram('boogy_render_duration_seconds', 'Wall time of one song render attempt in a worker, by outcome (previews: the preview stage done; completed, failed, retried)', ['outcome'], RENDER_BUCKETS);

  readonly emails = this.counter('boogy_emails_total', 'Emails handed to the mail transport, by outcome (sent, failed: the job retries it) and transport (smtp, mailbox)', ['outcome', 'transport']);

  readonly paypalDuration = this.histogram('boogy_paypal_request_duration_seconds', 'Time of one HTTP call to PayPal (each retry counts), by operation and outcome (ok, client_error, server_error, network_error)', ['operation', 'outcome'], SECONDS_BUCKETS);

  readonly paypalErrors = this.counter('boogy_paypal_request_errors_total', 'PayPal calls that failed, by operation and kind (client_error: 4xx, server_error: 5xx or 429, network_error: timeout or no answer)', ['operation', 'kind']);

  readonly webhookDeliveries = this.counter('boogy_webhook_deliveries_total', "Integrators' webhook delivery attempts, by outcome (delivered, retry: refused and scheduled again, failed: given up)", ['outcome']);

  /** For the video renderer: its workers count and time each render here. */
  readonly videoRenders = this.counter('boogy_video_renders_total', 'Video renders finished, by outcome (completed, failed)', ['outcome']);

  readonly videoRenderDuration = this.histogram('boogy_video_render_seconds', 'Wall time of one video render, by outcome (completed, failed)', ['outcome'], RENDER_BUCKETS);

  private readonly pools = new DatabasePoolMetrics(this.registry);

  private readonly onCollectError: (name: string, error: unknown) => void;

  constructor(options: { onCollectError?: (name: string, error: unknown) => void } = {}) {
    this.onCollectError = options.onCollectError ?? (() => undefined);
    // Event-loop lag (nodejs_eventloop_lag_*), memory, CPU, handles: the standard Node.js set.
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 10 });
  }

  /** A counter in this app's registry only (the one place that says where figures go). */
  private counter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  private histogram<L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]): Histogram<L> {
    return new Histogram({ name, help, labelNames, buckets, registers: [this.registry] });
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

  /** Reports a pg connection pool's use and waits under `boogy_db_pool_*{pool="<name>"}`. */
  watchPool(name: string, pool: WatchedPool): void {
    this.pools.watch(name, pool);
  }

  async text(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
