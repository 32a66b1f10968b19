// The reuse hashes of stored proofs, parsed once per process and kept: every check compares its screenshot with all of
// them, and fetching and parsing thousands of 2,880-character hashes each time would cost more than comparing them.
// A stored hash never changes (it is written once, with its check's reading), so a kept one is never stale.
import { inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { proofChecks } from '../../db/schema/proof-checks.ts';
import { proofLines, type ProofLines } from './proof-hash.ts';

/** Hashes fetched per query: a few hundred kilobytes. */
const FETCH_BATCH = 500;

const kept = new Map<string, ProofLines>();

/** The parsed hashes of these checks (all of which have one). Hashes of checks not asked for are let go: their order
 *  was deleted, or it is the asking check's own. */
export async function storedProofLines(
  tx: Transaction,
  ids: readonly string[],
): Promise<ReadonlyMap<string, ProofLines>> {
  const missing = ids.filter((id) => !kept.has(id));
  for (let from = 0; from < missing.length; from += FETCH_BATCH) {
    const rows = await tx
      .select({ id: proofChecks.id, imageHash: proofChecks.imageHash })
      .from(proofChecks)
      .where(inArray(proofChecks.id, missing.slice(from, from + FETCH_BATCH)));
    for (const row of rows) if (row.imageHash) kept.set(row.id, proofLines(row.imageHash));
  }
  if (kept.size > ids.length) {
    const wanted = new Set(ids);
    for (const id of kept.keys()) if (!wanted.has(id)) kept.delete(id);
  }
  return kept;
}
