import { performance } from 'node:perf_hooks';
import { Counter, Gauge, type Registry } from 'prom-client';

type ConnectCallback = (...args: unknown[]) => void;

/** What is read of a `pg` Pool (pg-boss brings its own copy of `pg`, so its pool is matched by shape). */
export interface WatchedPool {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
  readonly options: { max?: number };
  connect(callback?: ConnectCallback): unknown;
}

/**
 * Use and waits of the process's PostgreSQL pools (the ORM's, the sessions', the outbox's, pg-boss's):
 * connections busy and idle and requests queued now, read at each scrape, and every time a request
 * found its pool full, counted with how long it waited. A pool that is often full is the first
 * sign that requests queue on the database rather than in it.
 */
export class DatabasePoolMetrics {
  private readonly pools = new Map<string, WatchedPool>();
  private readonly waits: Counter<'pool'>;
  private readonly waitSeconds: Counter<'pool'>;

  constructor(registry: Registry) {
    const pools = this.pools;
    new Gauge({
      name: 'boogy_db_pool_connections',
      help: 'Open connections of a database pool, by pool and state (busy: lent to a query or transaction, idle)',
      labelNames: ['pool', 'state'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [name, pool] of pools) {
          this.set({ pool: name, state: 'idle' }, pool.idleCount);
          this.set({ pool: name, state: 'busy' }, pool.totalCount - pool.idleCount);
        }
      },
    });
    new Gauge({
      name: 'boogy_db_pool_max_connections',
      help: 'Most connections a database pool opens, by pool',
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [name, pool] of pools) this.set({ pool: name }, maxOf(pool));
      },
    });
    new Gauge({
      name: 'boogy_db_pool_waiting_requests',
      help: 'Requests waiting now for a connection of a full database pool, by pool',
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [name, pool] of pools) this.set({ pool: name }, pool.waitingCount);
      },
    });
    this.waits = new Counter({
      name: 'boogy_db_pool_waits_total',
      help: 'Requests that found their database pool full and had to wait for a connection, by pool',
      labelNames: ['pool'] as const,
      registers: [registry],
    });
    this.waitSeconds = new Counter({
      name: 'boogy_db_pool_wait_seconds_total',
      help: 'Time requests spent waiting for a connection of a full database pool, by pool',
      labelNames: ['pool'] as const,
      registers: [registry],
    });
  }

  watch(name: string, pool: WatchedPool): void {
    if (this.pools.get(name) === pool) return;
    this.pools.set(name, pool);
    this.waits.inc({ pool: name }, 0);
    this.waitSeconds.inc({ pool: name }, 0);
    this.timeWaits(name, pool);
  }

  /**
   * Wraps the pool's connect (which its own query() also goes through) so a request that finds
   * every connection lent out is counted and timed until it gets one.
   */
  private timeWaits(name: string, pool: WatchedPool): void {
    const connect = pool.connect.bind(pool);
    const { waits, waitSeconds } = this;
    (pool as { connect: WatchedPool['connect'] }).connect = (callback?: ConnectCallback) => {
      if (pool.idleCount > 0 || pool.totalCount < maxOf(pool)) return connect(callback);
      waits.inc({ pool: name });
      const started = performance.now();
      const waited = () => waitSeconds.inc({ pool: name }, (performance.now() - started) / 1000);
      if (typeof callback === 'function') {
        return connect((...args: unknown[]) => {
          waited();
          callback(...args);
        });
      }
      return (connect() as Promise<unknown>).finally(waited);
    };
  }
}

/** pg's default when `max` is not given. */
const maxOf = (pool: WatchedPool) => pool.options.max ?? 10;
