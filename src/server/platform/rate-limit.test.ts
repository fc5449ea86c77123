import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { enforceRateLimit, RateLimiter } from './rate-limit';
import { memoryRateLimitStore, redisRateLimitStore, type RateLimitStore } from './rate-limit-store';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisClient(): Promise<Redis | undefined> {
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await client.connect();
    return client;
  } catch {
    client.disconnect();
    return undefined;
  }
}
const redis = await redisClient();
if (!redis) console.warn(`No Redis at ${redisUrl}: the shared-store rate-limit test does not run.`);

/** Two limiters with the same name and limit, as two processes would declare them. */
async function twoProcesses(storeA: RateLimitStore, storeB: RateLimitStore) {
  const key = `someone-${randomBytes(4).toString('hex')}@example.com`;
  const hits: boolean[] = [];
  for (let i = 0; i < 4; i++) {
    const store = i % 2 === 0 ? storeA : storeB;
    const { current } = await store.hit(`test-sign-in|${key}`, 60_000, 3);
    hits.push(current <= 3);
  }
  return hits;
}

describe('keyed rate limits', () => {
  it('throws a 429 with Retry-After past the limit, per key, and forgets a key on reset', async () => {
    const limiter = new RateLimiter(2, 60_000, `unit-${randomBytes(4).toString('hex')}`);
    const check = () => enforceRateLimit([{ limiter, key: 'a' }], 'Slow down.');
    await check();
    await check();
    const err = await check().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).statusCode).toBe(429);
    expect(Number((err as AppError).headers?.['Retry-After'])).toBeGreaterThan(0);
    await expect(enforceRateLimit([{ limiter, key: 'b' }], 'Slow down.')).resolves.toBeUndefined();
    await limiter.reset('a');
    await expect(check()).resolves.toBeUndefined();
  });

  it('names a limiter by where it is declared, the same in every process', () => {
    expect(new RateLimiter(1, 1000).name).toMatch(/^platform\/rate-limit\.test\.ts:\d+$/);
  });

  it('counts apart in two memory stores (one per process)', async () => {
    expect(await twoProcesses(memoryRateLimitStore(), memoryRateLimitStore())).toEqual([true, true, true, true]);
  });

  it.runIf(redis)('counts together in Redis, whichever process counts', async () => {
    expect(await twoProcesses(redisRateLimitStore(redis!), redisRateLimitStore(redis!))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    redis!.disconnect();
  });
});
