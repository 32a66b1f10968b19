// Which unique constraint a PostgreSQL error broke, if it was a unique violation (23505): how a placement tells a
// second click with the same Idempotency-Key from any other failure.
export function uniqueViolation(err: unknown): string | undefined {
  const e =
    (err as { cause?: { code?: string; constraint?: string } })?.cause ??
    (err as { code?: string; constraint?: string });
  return e?.code === '23505' ? e.constraint : undefined;
}
