import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyRateLimit, { normalizeIP, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { AppError } from './app-error';
import {
  memoryRateLimitStore,
  RedisHealth,
  redisRateLimitStore,
  routeLimitStore,
  type RateLimitStore,
} from './rate-limit-store';

/**
 * Rate limits. One store per app, chosen by configuration: counters in Redis when the app is handed
 * a Redis client (REDIS_URL), so every process behind the load balancer counts together; in process
 * memory otherwise. The same store serves the `@fastify/rate-limit` plugin (route-level limits via
 * `config: { rateLimit: { max, timeWindow } }`) and the keyed limits below (per account, per
 * address), which feature code declares as `new RateLimiter(limit, windowMs)` and checks with
 * `await enforceRateLimit([{ limiter, key }], message)`. A per-address limit counts under
 * `addressKey(req)`, never `req.ip` itself.
 */

/**
 * The key a per-address limit counts a visitor under: an IPv4 address as it is, an IPv6 address by
 * its /64 (the network one subscriber gets, whose addresses they can change at will). The route
 * limits of `@fastify/rate-limit` count with the same function.
 */
export const addressKey = (req: FastifyRequest): string => networkKey(req.ip);

/** The same key for an address alone (IPv4-mapped IPv6 written as IPv4). */
export const networkKey = (ip: string): string => normalizeIP(ip);

/** The store of the app most recently built in this process (one app per process in production). */
let currentStore: RateLimitStore = memoryRateLimitStore();

/** The store the keyed limits use now (delays after failures keep their counts there too). */
export const rateLimitStore = (): RateLimitStore => currentStore;

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
    const health = opts.redis ? new RedisHealth(opts.redis, app.log) : undefined;
    currentStore = health ? redisRateLimitStore(health.redis, health) : memoryRateLimitStore();
    // A client handed in unconnected (lazyConnect) connects once its errors are listened to.
    if (opts.redis?.status === 'wait') opts.redis.connect().catch(() => undefined);
    const store = routeLimitStore(health);
    await app.register(fastifyRateLimit, {
      global: false,
      // The plugin builds its store with `new`; a constructor that returns an object yields that object.
      store: function routeStore() {
        return store;
      } as unknown as FastifyRateLimitStoreCtor,
      errorResponseBuilder: (_req, ctx) =>
        new AppError('RATE_LIMITED', 429, 'Too many requests. Please wait a moment and try again.', undefined, {
          'Retry-After': String(Math.max(1, Math.ceil(ctx.ttl / 1000))),
        }),
    });
  },
  { name: 'rate-limits' },
);
