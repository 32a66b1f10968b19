// Which errors mean 'the database is not there right now' (503, try again) and which are bugs (500).
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './unavailable.ts';

const pgError = (code: string, message = 'pg error') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows an outage by its SQLSTATE, its socket code or our pool class, also when Drizzle wraps it', () => {
    expect(
      isDatabaseUnavailable(new DatabaseUnavailableError(new Error('timeout exceeded when trying to connect'))),
    ).toBe(true);
    expect(isDatabaseUnavailable(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('53300', 'sorry, too many clients already'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('08006'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('57014', 'canceling statement due to statement timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        new DrizzleQueryError('select 1', [], pgError('57P03', 'the database system is starting up')),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('outer', { cause: new DatabaseUnavailableError(new Error('x')) }))).toBe(
      true,
    );
  });

  it('does not mistake a bug or a constraint for an outage, whatever its message says', () => {
    expect(isDatabaseUnavailable(pgError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('42P01', 'relation "nope" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(new Error('user typed: Connection terminated unexpectedly, timeout exceeded'))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' }))).toBe(false);
    // Object storage timing out is not the database (it has its own message: orders-storage-down.test.ts).
    expect(isDatabaseUnavailable(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
