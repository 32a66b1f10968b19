// The shop's Prometheus metrics (issue 19): one registry per process of the shop, the counters its code moves, and
// the gauges read only when Prometheus scrapes, so a request pays at most a counter increment and a histogram observe.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CacheOutcome } from './read-cache.ts';
/** Who placed an order or a preorder: a shopper at checkout, or staff entering one taken by phone or WhatsApp. */
export type PlacementChannel = 'checkout' | 'staff';

/** What the scrape-time gauges read; each is asked once per scrape. */
export interface MetricSources {
  /** The database pool's connections (node-postgres keeps these counts itself). */
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
  /** Bounded work queues by name (image re-encodes, AVIF variants): tasks running and waiting their turn. */
  queues?: Record<string, { running: number; waiting: number }>;
  /** The mail outbox's messages not yet sent, by status, and how long the oldest due one has waited. */
  mailBacklog?: () => Promise<{ pending: number; sending: number; oldestDueSeconds: number }>;
}

/** Request latency buckets: most answers take milliseconds; a page render or an upload may take seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Process metrics (CPU, memory, event-loop lag, GC) describe the process, so they are collected once per process,
 *  whatever number of shops it builds (a test worker builds many), and only once a shop serves /metrics. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createShopMetrics() {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Counter({
    name: 'shop_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by route pattern and method',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const cacheLookups = new Counter({
    name: 'shop_cache_lookups_total',
    help: 'Cached reads and shared pages asked for, by cache (pages, reads) and outcome (hit, stale, miss)',
    labelNames: ['cache', 'outcome'] as const,
    registers,
  });
  /** Orders or preorders placed, by channel (checkout, staff). */
  const placedCounter = (kind: 'orders' | 'preorders') =>
    new Counter({
      name: `shop_${kind}_placed_total`,
      help: `${kind === 'orders' ? 'Orders' : 'Preorders'} placed (a replayed Idempotency-Key is not counted again), by channel`,
      labelNames: ['channel'] as const,
      registers,
    });
  const ordersPlaced = placedCounter('orders');
  const preordersPlaced = placedCounter('preorders');
  const mailFailures = new Counter({
    name: 'shop_mail_delivery_failures_total',
    help: 'Mail delivery attempts that failed: retried later, or given up (the message is marked failed)',
    labelNames: ['outcome'] as const,
    registers,
  });
  // Both outcomes and channels are known in advance: they appear at 0 from the first scrape, so rate() and alerts
  // work before the first event.
  for (const outcome of ['retry', 'given_up']) mailFailures.inc({ outcome }, 0);
  for (const channel of ['checkout', 'staff']) {
    ordersPlaced.inc({ channel }, 0);
    preordersPlaced.inc({ channel }, 0);
  }

  return {
    /** One answered request: `seconds` from its arrival to the end of its answer. */
    request(method: string, route: string, status: number, seconds: number): void {
      requests.inc({ method, route, status });
      duration.observe({ method, route }, seconds);
    },
    cacheLookup(cache: string, outcome: CacheOutcome): void {
      cacheLookups.inc({ cache, outcome });
    },
    orderPlaced(channel: PlacementChannel): void {
      ordersPlaced.inc({ channel });
    },
    preorderPlaced(channel: PlacementChannel): void {
      preordersPlaced.inc({ channel });
    },
    mailFailed(givenUp: boolean): void {
      mailFailures.inc({ outcome: givenUp ? 'given_up' : 'retry' });
    },
    /** Registers the gauges read at scrape time from what the services built (called once, by createServices). */
    watch(sources: MetricSources): void {
      const { pool, queues, mailBacklog } = sources;
      if (pool) {
        new Gauge({
          name: 'shop_db_pool_connections',
          help: 'Database pool connections: in use by a query or transaction, or idle',
          labelNames: ['state'] as const,
          registers,
          collect() {
            this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
            this.set({ state: 'idle' }, pool.idleCount);
          },
        });
        new Gauge({
          name: 'shop_db_pool_waiting',
          help: 'Queries waiting for a free database connection',
          registers,
          collect() {
            this.set(pool.waitingCount);
          },
        });
      }
      if (queues) {
        new Gauge({
          name: 'shop_work_queue_tasks',
          help: 'Tasks of the bounded work queues (image re-encodes, AVIF variants), running or waiting their turn',
          labelNames: ['queue', 'state'] as const,
          registers,
          collect() {
            for (const [queue, line] of Object.entries(queues)) {
              this.set({ queue, state: 'running' }, line.running);
              this.set({ queue, state: 'waiting' }, line.waiting);
            }
          },
        });
      }
      if (mailBacklog) {
        // One query per scrape feeds both gauges: a scrape starts every collect at once, so the second shares the
        // first's query. A database that does not answer shows as NaN rather than failing the whole scrape.
        let reading: Promise<Awaited<ReturnType<typeof mailBacklog>>> | undefined;
        const unknown = { pending: NaN, sending: NaN, oldestDueSeconds: NaN };
        const backlog = () =>
          (reading ??= mailBacklog()
            .catch(() => unknown)
            .finally(() => (reading = undefined)));
        new Gauge({
          name: 'shop_mail_backlog',
          help: 'Mail in the outbox not yet sent: pending (waiting for its attempt) or sending',
          labelNames: ['status'] as const,
          registers,
          async collect() {
            const { pending, sending } = await backlog();
            this.set({ status: 'pending' }, pending);
            this.set({ status: 'sending' }, sending);
          },
        });
        new Gauge({
          name: 'shop_mail_oldest_due_seconds',
          help: 'How long the oldest pending message has been due without being sent (0 when none is due)',
          registers,
          async collect() {
            this.set((await backlog()).oldestDueSeconds);
          },
        });
      }
    },
    /** The Prometheus text exposition of the shop's metrics and the process's. */
    async exposition(): Promise<{ contentType: string; text: string }> {
      const merged = Registry.merge([processMetrics(), registry]);
      return { contentType: merged.contentType, text: await merged.metrics() };
    },
  };
}

export type ShopMetrics = ReturnType<typeof createShopMetrics>;
