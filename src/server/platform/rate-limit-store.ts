import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Where rate-limit counters live: Redis when the app is handed a client (REDIS_URL), so every
 * process counts together, else process memory. While Redis does not answer, counting goes on in
 * process memory (one log line says so), so a Redis outage never turns sign-in or ads into errors.
 */

type Counted = { current: number; ttl: number };
type Callback = (err: Error | null, res?: Counted | null) => void;

/** The store contract of `@fastify/rate-limit` (fixed-window counters). */
interface PluginStore {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): PluginStore;
}
type StoreClass = new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]) => PluginStore;

// The plugin's own store implementations (fixed window; an atomic Lua script in Redis).
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass;
type Local = PluginStore & { lru: { delete(key: string): void } };

const KEY_PREFIX = 'bl:rl:';

/** Counters shared by the keyed limiters of one app. */
export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  /** Counts one hit; `current` is the count in the window, `ttlMs` the time left in it. */
  hit(key: string, windowMs: number, max: number): Promise<{ current: number; ttlMs: number }>;
  /** The count in the key's window without counting (0 when the window is over). */
  read(key: string, windowMs: number): Promise<{ current: number; ttlMs: number }>;
  reset(key: string): Promise<void>;
}

const silent = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

/** Whether Redis can be asked now; says once in the log when it cannot, and once when it can again. */
export class RedisHealth {
  private down = false;

  constructor(
    readonly redis: Redis,
    private readonly log: FastifyBaseLogger = silent,
  ) {
    redis.on('error', (err: Error) => this.lost(err));
    redis.on('ready', () => this.back());
  }

  usable(): boolean {
    return this.redis.status === 'ready';
  }

  lost(err: Error) {
    if (this.down) return;
    this.down = true;
    this.log.warn(
      { err: err.message },
      'Redis is not answering: rate limits are counted in this process until it answers again',
    );
  }

  private back() {
    if (!this.down) return;
    this.down = false;
    this.log.info('Redis answers again: rate limits are counted together again');
  }
}

/** Asks Redis while it answers, and the in-process store otherwise (or when a command fails). */
class FailoverStore implements PluginStore {
  constructor(
    private readonly shared: PluginStore,
    readonly local: PluginStore,
    private readonly health: RedisHealth,
  ) {}

  incr(key: string, cb: Callback, timeWindow: number, max: number) {
    this.run('incr', key, cb, timeWindow, max);
  }

  read(key: string, cb: Callback, timeWindow: number, max: number) {
    this.run('read', key, cb, timeWindow, max);
  }

  child(routeOptions: unknown): PluginStore {
    return new FailoverStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.health);
  }

  private run(method: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number) {
    if (!this.health.usable()) return this.local[method](key, cb, timeWindow, max);
    this.shared[method](
      key,
      (err, res) => {
        if (!err) return cb(null, res);
        this.health.lost(err);
        this.local[method](key, cb, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }
}

/** The store for `@fastify/rate-limit`'s route limits (`config: { rateLimit }`). */
export function routeLimitStore(health: RedisHealth | undefined): PluginStore {
  const local = new LocalStore(false, false);
  if (!health) return local;
  return new FailoverStore(new RedisStore(false, false, health.redis, `${KEY_PREFIX}route:`), local, health);
}

const promised = (store: PluginStore, method: 'incr' | 'read', key: string, windowMs: number, max: number) =>
  new Promise<{ current: number; ttlMs: number }>((resolve, reject) =>
    store[method](
      key,
      (err, res) =>
        err || !res ? reject(err ?? new Error('no count')) : resolve({ current: res.current, ttlMs: res.ttl }),
      windowMs,
      max,
    ),
  );

export function memoryRateLimitStore(entries = 50_000): RateLimitStore {
  const store = new LocalStore(false, false, entries) as Local;
  return {
    kind: 'memory',
    hit: (key, windowMs, max) => promised(store, 'incr', key, windowMs, max),
    read: (key, windowMs) => promised(store, 'read', key, windowMs, 0),
    reset: async (key) => store.lru.delete(key),
  };
}

/** Counters in Redis, in process memory while Redis does not answer. */
export function redisRateLimitStore(redis: Redis, health = new RedisHealth(redis), entries = 50_000): RateLimitStore {
  const local = new LocalStore(false, false, entries) as Local;
  const store = new FailoverStore(new RedisStore(false, false, redis, KEY_PREFIX), local, health);
  return {
    kind: 'redis',
    hit: (key, windowMs, max) => promised(store, 'incr', key, windowMs, max),
    read: (key, windowMs) => promised(store, 'read', key, windowMs, 0),
    reset: async (key) => {
      local.lru.delete(key);
      if (health.usable()) await redis.del(KEY_PREFIX + key).catch((err: Error) => health.lost(err));
    },
  };
}
