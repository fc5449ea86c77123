import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyRateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { AppError } from './app-error';

/**
 * Rate limits. One store per app, chosen by configuration: counters in Redis when the app is handed
 * a Redis client (REDIS_URL), so every process behind the load balancer counts together; in process
 * memory otherwise. The same store serves the `@fastify/rate-limit` plugin (route-level limits via
 * `config: { rateLimit: { max, timeWindow } }`) and the keyed limits below (per account, per
 * address), which feature code declares as `new RateLimiter(limit, windowMs)` and checks with
 * `await enforceRateLimit([{ limiter, key }], message)`.
 */

interface PluginStore {
  incr(
    key: string,
    cb: (err: Error | null, res: { current: number; ttl: number } | null) => void,
    timeWindow: number,
    max: number,
  ): void;
}
type StoreClass = new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]) => PluginStore;

// The plugin's own store implementations (fixed window; an atomic Lua script in Redis).
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass;

/** Counters shared by the keyed limiters of one app. */
export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  /** Counts one hit; `current` is the count in the window, `ttlMs` the time left in it. */
  hit(key: string, windowMs: number, max: number): Promise<{ current: number; ttlMs: number }>;
  reset(key: string): Promise<void>;
}

const KEY_PREFIX = 'bl:rl:';

export function memoryRateLimitStore(entries = 50_000): RateLimitStore {
  const store = new LocalStore(false, false, entries) as PluginStore & { lru: { delete(key: string): void } };
  return {
    kind: 'memory',
    hit: (key, windowMs, max) =>
      new Promise((resolve, reject) =>
        store.incr(
          key,
          (err, res) => (err || !res ? reject(err) : resolve({ current: res.current, ttlMs: res.ttl })),
          windowMs,
          max,
        ),
      ),
    reset: async (key) => store.lru.delete(key),
  };
}

export function redisRateLimitStore(redis: Redis): RateLimitStore {
  const store = new RedisStore(false, false, redis, KEY_PREFIX);
  return {
    kind: 'redis',
    hit: (key, windowMs, max) =>
      new Promise((resolve, reject) =>
        store.incr(
          key,
          (err, res) => (err || !res ? reject(err) : resolve({ current: res.current, ttlMs: res.ttl })),
          windowMs,
          max,
        ),
      ),
    reset: async (key) => {
      await redis.del(KEY_PREFIX + key);
    },
  };
}

/** The store of the app most recently built in this process (one app per process in production). */
let currentStore: RateLimitStore = memoryRateLimitStore();

const srcRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Where `new RateLimiter(...)` was called, e.g. "features/auth/routes.ts:42": the same in every process. */
function callSite(): string {
  const lines = (new Error().stack ?? '').split('\n').slice(3);
  for (const line of lines) {
    const match = /\(?((?:file:\/\/)?\/[^():]+):(\d+):\d+\)?\s*$/.exec(line);
    if (!match?.[1]) continue;
    const file = match[1].replace(/^file:\/\//, '');
    return `${path.relative(srcRoot, file)}:${match[2]}`;
  }
  return 'anonymous';
}

/**
 * A keyed fixed-window limit: at most `limit` hits per key in `windowMs`. The name keeps its counters
 * apart from other limiters' in the shared store; it defaults to the place in the code that declares
 * the limiter, which is the same in every process running this release.
 */
export class RateLimiter {
  readonly name: string;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    name?: string,
  ) {
    this.name = name ?? callSite();
  }

  private storeKey(key: string) {
    return `${this.name}|${key}`;
  }

  /** Counts one attempt for the key; returns the seconds to wait when over the limit. */
  async hit(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const { current, ttlMs } = await currentStore.hit(this.storeKey(key), this.windowMs, this.limit);
    return { allowed: current <= this.limit, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
  }

  /** Forgets the key's attempts (e.g. after a successful sign-in). */
  async reset(key: string): Promise<void> {
    await currentStore.reset(this.storeKey(key));
  }
}

/** Counts an attempt under each key and throws a 429 with Retry-After when any is over its limit. */
export async function enforceRateLimit(
  checks: { limiter: RateLimiter; key: string }[],
  message: string,
): Promise<void> {
  for (const { limiter, key } of checks) {
    const result = await limiter.hit(key);
    if (!result.allowed) {
      throw new AppError('RATE_LIMITED', 429, message, undefined, { 'Retry-After': String(result.retryAfterSeconds) });
    }
  }
}

/**
 * Registers `@fastify/rate-limit` (off by default, on for routes that set `config.rateLimit`) and
 * points the keyed limiters at the same store: Redis when a client is given, memory otherwise.
 */
export const rateLimitPlugin = fp<{ redis?: Redis }>(
  async (app: FastifyInstance, opts) => {
    currentStore = opts.redis ? redisRateLimitStore(opts.redis) : memoryRateLimitStore();
    await app.register(fastifyRateLimit, {
      global: false,
      ...(opts.redis ? { redis: opts.redis, nameSpace: `${KEY_PREFIX}route:` } : {}),
      errorResponseBuilder: (_req, ctx) =>
        new AppError('RATE_LIMITED', 429, 'Too many requests. Please wait a moment and try again.', undefined, {
          'Retry-After': String(Math.max(1, Math.ceil(ctx.ttl / 1000))),
        }),
    });
  },
  { name: 'rate-limits' },
);

/** The store the keyed limiters use now (for health reports and tests). */
