// What one instance tells the others through PostgreSQL NOTIFY when shoppers' data changed: the cache tags, split
// into payloads PostgreSQL accepts (under 8000 bytes), or 'drop everything' when a tag alone would not fit.
import type { CacheTag } from '../cache-tags.ts';

/** The NOTIFY channel every instance of the shop listens on. */
export const INVALIDATION_CHANNEL = 'shop_cache_invalidation';
/** PostgreSQL refuses a payload of 8000 bytes or more; a margin below it. */
export const MAX_PAYLOAD_BYTES = 7_900;

/** A change another instance made: these tags, or everything (`all`). `from` is the sending instance. */
export type InvalidationMessage = { from: string; tags: CacheTag[] } | { from: string; all: true };

const encode = (message: InvalidationMessage) => JSON.stringify(message);
const fits = (message: InvalidationMessage) => Buffer.byteLength(encode(message)) <= MAX_PAYLOAD_BYTES;

/** The payloads that carry `tags` from instance `from`, each small enough for NOTIFY. */
export function invalidationPayloads(from: string, tags: readonly CacheTag[]): string[] {
  const payloads: string[] = [];
  let batch: CacheTag[] = [];
  for (const tag of tags) {
    if (!fits({ from, tags: [tag] })) return [encode({ from, all: true })];
    if (!fits({ from, tags: [...batch, tag] })) {
      payloads.push(encode({ from, tags: batch }));
      batch = [];
    }
    batch.push(tag);
  }
  if (batch.length) payloads.push(encode({ from, tags: batch }));
  return payloads;
}

/** Reads a payload; anything not written by invalidationPayloads means 'drop everything', the safe answer. */
export function readInvalidation(payload: string): InvalidationMessage {
  try {
    const parsed = JSON.parse(payload) as { from?: unknown; tags?: unknown; all?: unknown };
    const from = typeof parsed.from === 'string' ? parsed.from : '';
    if (Array.isArray(parsed.tags) && parsed.tags.every((tag) => typeof tag === 'string'))
      return { from, tags: parsed.tags as CacheTag[] };
    return { from, all: true };
  } catch {
    return { from: '', all: true };
  }
}
