// Is this error the database being unreachable or overloaded (answer 503, try again soon), rather than a bug? Decided
// by what the error is, down its chain of causes (Drizzle wraps the driver's error): PostgreSQL's SQLSTATE, or our own
// class for a connection that could not be had from the pool in time. Bare socket codes (ECONNRESET, ETIMEDOUT) are not
// enough: object storage and other services fail with the same codes, and are not the database.

/** A connection could not be taken from the pool: it timed out waiting, or the server could not be reached. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The database could not be reached', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * SQLSTATE classes and codes that mean 'not now' rather than 'never': 08 connection exception, 53 insufficient
 * resources (too many connections, out of memory or disk), 57P01-57P03 the server shutting down or starting, 57014 a
 * query cancelled by statement_timeout, 55P03 a lock not had within lock_timeout, 40001/40P01 a serialization failure
 * or deadlock that a retry resolves.
 */
const TRANSIENT_SQLSTATE = /^(08|53)...$|^57P0[123]$|^57014$|^55P03$|^40001$|^40P01$/;
/**
 * node-postgres ends the queries of a connection that died with these exact errors and no code at all (pg/lib/client.js
 * 'Connection terminated unexpectedly', 'Connection terminated due to connection timeout'): the one case left to
 * recognise by its text.
 */
const PG_TERMINATED = /^Connection terminated( unexpectedly| due to connection timeout)?$/;

function isTransient(err: unknown): boolean {
  if (err instanceof DatabaseUnavailableError) return true;
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && TRANSIENT_SQLSTATE.test(code)) return true;
  return PG_TERMINATED.test(err.message);
}

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth++)
    if (isTransient(e)) return true;
  return false;
}
