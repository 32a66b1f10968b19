// One dedicated PostgreSQL connection that LISTENs on a channel, kept up: a lost connection (the database restarting,
// an administrator's pg_terminate_backend, a dead network seen by the heartbeat) is opened again with back-off and
// subscribed again, and the owner is told, since anything notified in between was missed.
import pg from 'pg';

export interface PgListenerOptions {
  url: string;
  /** A constant identifier (it is written into LISTEN, which takes no parameters). */
  channel: string;
  /** Shown in pg_stat_activity, so an operator (or a test) can find this connection. */
  applicationName: string;
  onNotification(payload: string): void;
  /** The connection was lost and is subscribed again: notifications sent in between never arrive. */
  onResubscribed(): void;
  log(message: string): void;
  /** Waits before each new attempt: `firstMs`, doubling up to `maxMs`. */
  backoff?: { firstMs: number; maxMs: number };
  /** A `select 1` this often finds a connection that died without a word (a cut network). */
  heartbeatMs?: number;
}

/** How long opening the connection, or a heartbeat, may take before the connection is given up as lost. */
const CONNECT_TIMEOUT_MS = 5_000;

export function createPgListener(options: PgListenerOptions) {
  const { firstMs, maxMs } = options.backoff ?? { firstMs: 200, maxMs: 10_000 };
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  /** Gives up `lost` (once, whatever reported it) and plans the next attempt. */
  function dropped(lost: pg.Client, err?: Error): void {
    if (lost !== client) return;
    client = undefined;
    clearInterval(heartbeat);
    heartbeat = undefined;
    lost.removeAllListeners('notification');
    lost.end().catch(() => undefined);
    if (closed) return;
    const waitMs = Math.min(maxMs, firstMs * 2 ** failures);
    failures += 1;
    options.log(`cache invalidation listener lost (${err?.message ?? 'connection ended'}); again in ${waitMs} ms`);
    retry = setTimeout(() => void subscribe(true), waitMs);
    retry.unref();
  }

  /** Opens the connection and LISTENs; a failure is a loss like any other (retried). */
  async function subscribe(afterLoss: boolean): Promise<void> {
    const opened = new pg.Client({
      connectionString: options.url,
      application_name: options.applicationName,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    client = opened;
    // Registered first: an error with no listener would crash the process.
    opened.on('error', (err) => dropped(opened, err));
    opened.on('end', () => dropped(opened));
    opened.on('notification', (n) => {
      if (n.channel === options.channel) options.onNotification(n.payload ?? '');
    });
    try {
      await opened.connect();
      await opened.query(`listen ${options.channel}`);
    } catch (err) {
      return dropped(opened, err as Error);
    }
    if (closed || client !== opened) return;
    failures = 0;
    heartbeat = setInterval(() => {
      opened.query('select 1').catch((err: Error) => dropped(opened, err));
    }, heartbeatMs);
    heartbeat.unref();
    if (afterLoss) {
      options.log('cache invalidation listener subscribed again');
      options.onResubscribed();
    }
  }

  return {
    /** Subscribes; if the database cannot be reached, keeps trying in the background and resolves anyway. */
    start: () => subscribe(false),
    /** Whether the connection is up and listening (for tests and health). */
    listening: () => client !== undefined && heartbeat !== undefined,
    /** Ends the connection and any retry; nothing is reported after it. */
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}

export type PgListener = ReturnType<typeof createPgListener>;
