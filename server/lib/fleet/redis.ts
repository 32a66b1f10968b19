// The Redis connection (REDIS_URL) that rate limits and the sign-in throttle count in when it is set, instead of
// PostgreSQL (docs/decisions/0015). A Redis that does not answer fails the request fast, never queues it for ever.
import { Redis } from 'ioredis';

export function connectRedis(url: string, onError: (err: Error) => void): Redis {
  const redis = new Redis(url, {
    connectTimeout: 2_000,
    commandTimeout: 2_000,
    // A command fails after one reconnect attempt instead of waiting for Redis to come back.
    maxRetriesPerRequest: 1,
    // Reconnects with back-off, up to 5 s apart, for as long as the process runs.
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  // Without a listener an 'error' event would end the process; every one is logged.
  redis.on('error', onError);
  return redis;
}

export type { Redis };
