// The sign-in throttle's recent failures in Redis (REDIS_URL), for shops that run one: a sorted set of failure times
// per key, trimmed to the key's newest `kept` and expiring a window after its newest failure. An attempt is decided and
// counted by one Lua script, which Redis runs without interleaving any other command (issue 28).
import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import type { FailureLog } from './login-failures.ts';

const NAMESPACE = 'shop:login-failures:';

/**
 * KEYS: the attempt's keys. ARGV: at, since, time to live (ms), the member to add, then `kept` and `max` of each key.
 * Answers 1 or 0 (admitted), then each key's recent times before the attempt (a list of scores).
 */
const ADMIT_SCRIPT = `
local at, since, ttl, member = ARGV[1], ARGV[2], ARGV[3], ARGV[4]
local answer = { 1 }
for i, key in ipairs(KEYS) do
  local times = redis.call('ZRANGEBYSCORE', key, '(' .. since, '+inf', 'WITHSCORES')
  local scores = {}
  for n = 2, #times, 2 do scores[#scores + 1] = times[n] end
  answer[i + 1] = scores
  local max = tonumber(ARGV[4 + 2 * i])
  if max > 0 and #scores >= max then answer[1] = 0 end
end
if answer[1] == 1 then
  for i, key in ipairs(KEYS) do
    redis.call('ZADD', key, at, member)
    redis.call('ZREMRANGEBYSCORE', key, '-inf', since)
    redis.call('ZREMRANGEBYRANK', key, 0, -(tonumber(ARGV[3 + 2 * i]) + 1))
    redis.call('PEXPIRE', key, ttl)
  end
end
return answer`;

/** A key prefix as a SCAN pattern that matches it literally (an e-mail address may hold glob characters). */
const literalPattern = (prefix: string) => `${prefix.replace(/[\\*?[\]]/g, (c) => `\\${c}`)}*`;

export function createRedisFailureLog(redis: Redis): FailureLog {
  return {
    async admit(counted, at, since, expiresAt) {
      // Members must differ for two failures in the same millisecond.
      const entry = `${at}:${crypto.randomBytes(6).toString('hex')}`;
      const args = counted.flatMap(({ kept, max }) => [kept, max]);
      const [admitted, ...times] = (await redis.eval(
        ADMIT_SCRIPT,
        counted.length,
        ...counted.map(({ key }) => NAMESPACE + key),
        at,
        since,
        Math.max(1, expiresAt - at),
        entry,
        ...args,
      )) as [number, ...string[][]];
      const recent = new Map<string, number[]>();
      times.forEach((scores, i) => {
        if (scores.length) recent.set(counted[i]!.key, scores.map(Number));
      });
      return { admitted: admitted === 1, recent, entry };
    },
    async withdraw(keys, entry) {
      const removals = redis.multi();
      for (const key of keys) removals.zrem(NAMESPACE + key, entry);
      await removals.exec();
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
