// The sign-in throttle's recent failures in Redis (REDIS_URL), for shops that run one: a sorted set of failure times
// per key, trimmed to the key's newest `kept` and expiring a window after its newest failure.
import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import type { FailureLog } from './login-failures.ts';

const NAMESPACE = 'shop:login-failures:';

/** A key prefix as a SCAN pattern that matches it literally (an e-mail address may hold glob characters). */
const literalPattern = (prefix: string) => `${prefix.replace(/[\\*?[\]]/g, (c) => `\\${c}`)}*`;

/** Fails with the first error of a pipeline or MULTI, which ioredis reports per command. */
function checked(results: [Error | null, unknown][] | null): unknown[] {
  if (!results) throw new Error('Redis transaction was aborted');
  for (const [err] of results) if (err) throw err;
  return results.map(([, value]) => value);
}

export function createRedisFailureLog(redis: Redis): FailureLog {
  return {
    async recent(keys, since) {
      const reads = redis.pipeline();
      for (const key of keys) reads.zrangebyscore(NAMESPACE + key, `(${since}`, '+inf', 'WITHSCORES');
      const answers = checked(await reads.exec()) as string[][];
      const recent = new Map<string, number[]>();
      answers.forEach((pairs, i) => {
        // member, score, member, score...: the scores are the times, already in order.
        const times = pairs.filter((_, n) => n % 2 === 1).map(Number);
        if (times.length) recent.set(keys[i]!, times);
      });
      return recent;
    },
    async add(entries, at, since, expiresAt) {
      const writes = redis.multi();
      for (const { key, kept } of entries) {
        const stored = NAMESPACE + key;
        // Members must differ for two failures in the same millisecond.
        writes.zadd(stored, at, `${at}:${crypto.randomBytes(6).toString('hex')}`);
        writes.zremrangebyscore(stored, '-inf', since);
        writes.zremrangebyrank(stored, 0, -(kept + 1));
        writes.pexpire(stored, Math.max(1, expiresAt - at));
      }
      checked(await writes.exec());
    },
    async forget(keys, prefixes = []) {
      if (keys.length) await redis.del(...keys.map((key) => NAMESPACE + key));
      for (const prefix of prefixes) {
        // Only on a password reset: a walk over the keys is fine there.
        for await (const found of redis.scanStream({ match: literalPattern(NAMESPACE + prefix), count: 500 })) {
          const batch = found as string[];
          if (batch.length) await redis.del(...batch);
        }
      }
    },
    // Redis expires each key a window after its newest failure: nothing to sweep.
    forgetExpired: async () => 0,
  };
}
