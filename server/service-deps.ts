// What the composition root (services.ts) is given: the process's database, storage, keys and settings, from main.ts
// or a test harness.
import type pg from 'pg';
import type { BackupSchedule } from './upkeep.module.ts';
import type { Database } from './db/client.ts';
import type { Redis } from './lib/fleet/redis.ts';
import type { ScryptCost } from './lib/passwords.ts';
import type { FileStorage } from './lib/storage/index.ts';
import type { ModelSettings } from './modules/assistant/index.ts';
import type { RatesFetchSettings } from './modules/currency/index.ts';

export interface ServiceDeps {
  db: Database;
  /** The pool under `db`: its connection counts are metrics (node-postgres keeps them). */
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  storage: FileStorage;
  dataDir: string;
  /** HS256 key of session tokens (JWT_SECRET or the one kept in DATA_DIR). */
  sessionSecret: Uint8Array;
  /** The shop's public address for links in emails (PUBLIC_URL, else http://localhost:PORT). */
  linkBaseUrl: string;
  /** Whether linkBaseUrl is PUBLIC_URL (the dashboard's checklist asks for it until it is). */
  publicUrlSet?: boolean;
  /** Image re-encodes at once (IMAGE_CONCURRENCY); more wait in a short line, and a full line answers 503. */
  imageConcurrency?: number;
  /** scrypt's cost for new password hashes: OWASP's unless a test harness asks for a cheaper one. */
  passwordCost?: ScryptCost;
  /** SMTP_URL and MAIL_FROM; with no SMTP server, mail is written as .eml files under DATA_DIR/mail. */
  mail?: { smtpUrl?: string; from?: string };
  /** The shop assistant's model (LLM_*); undefined leaves the built-in assistant answering. */
  llm?: ModelSettings;
  /** Where and how the exchange rates are fetched (RATES_URL; SPEC §9's time-out and attempts). */
  rates: RatesFetchSettings;
  /** The IP-location services the browser may ask when the request had no country hint (LOCATION_SERVICES). */
  locationServices?: string[];
  /** REDIS_URL's connection: rate limits and sign-in failures are counted there instead of in PostgreSQL. */
  redis?: Redis;
  /** Scheduled backups (BACKUP_EVERY_HOURS). */
  backups?: BackupSchedule;
  log?: (message: string) => void;
}
