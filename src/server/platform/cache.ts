/**
 * A small in-process cache for public reads. PGlite runs one query at a time on the main thread,
 * so answering the same front-page list from memory for a few seconds is what keeps a busy city
 * edition fast. Entries expire after a short TTL (fresh content shows up within seconds without any
 * invalidation wiring) and the least recently used entry goes first when the cache is full.
 */
export interface TtlCache {
  /** The cached value for `key`, or the result of `load` (shared by concurrent callers). */
  get<T>(key: string, load: () => Promise<T>, ttlMs?: number): Promise<T>;
  /**
   * Forgets every entry, e.g. after staff publish or withdraw content; given prefixes, only the entries
   * whose key starts with one of them (and every rendered page, which shows content of many kinds).
   */
  clear(prefixes?: readonly string[]): void;
  /** Forgets one entry. */
  delete(key: string): void;
  /**
   * Forget everything once the clock reaches `at` (epoch ms): a scheduled item goes public then,
   * so no list cached before that moment may be served after it.
   */
  expireAt(at: number): void;
  readonly size: number;
  /** Lookups answered from memory and lookups that loaded, since the cache was made. */
  readonly hits: number;
  readonly misses: number;
}

/** What a cache was told to forget, as other processes need to hear it (see platform/fleet-cache.ts). */
export type CacheChange = { kind: 'clear'; prefixes?: readonly string[] } | { kind: 'expireAt'; at: number };

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

export function createTtlCache(opts: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
  /** Told of every clear (with its prefixes) and every new deadline. */
  onChange?: (change: CacheChange) => void;
}): TtlCache {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();
  /** Future instants at which everything cached must go, soonest first. */
  let deadlines: number[] = [];
  let hits = 0;
  let misses = 0;
  const passDeadlines = () => {
    const t = now();
    if (deadlines.length === 0 || deadlines[0]! > t) return;
    entries.clear();
    deadlines = deadlines.filter((d) => d > t);
  };
  return {
    get<T>(key: string, load: () => Promise<T>, ttlMs = opts.ttlMs): Promise<T> {
      passDeadlines();
      const hit = entries.get(key);
      entries.delete(key);
      if (hit && hit.expires > now()) {
        entries.set(key, hit); // re-insert: Map order doubles as recency order
        hits += 1;
        return hit.value as Promise<T>;
      }
      misses += 1;
      const value = load();
      // An entry never outlives the next deadline.
      const expires = Math.min(now() + ttlMs, deadlines[0] ?? Infinity);
      const entry: Entry = { expires, value };
      entries.set(key, entry);
      // A failed load must not be served to the next caller.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      while (entries.size > opts.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    expireAt(at) {
      if (at <= now() || deadlines.includes(at)) return;
      opts.onChange?.({ kind: 'expireAt', at });
      deadlines.push(at);
      deadlines.sort((a, b) => a - b);
      // Bounded: the soonest matter; a later one is re-registered when staff save or at start-up.
      if (deadlines.length > 1000) deadlines.length = 1000;
    },
    clear(prefixes) {
      opts.onChange?.(prefixes ? { kind: 'clear', prefixes } : { kind: 'clear' });
      if (!prefixes) return entries.clear();
      // A rendered page shows content of many kinds: whatever is cleared, pages are rendered afresh.
      const goes = [...prefixes, RENDERED_PAGE_PREFIX];
      for (const key of [...entries.keys()]) if (goes.some((prefix) => key.startsWith(prefix))) entries.delete(key);
    },
    delete(key) {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
    get hits() {
      return hits;
    },
    get misses() {
      return misses;
    },
  };
}

export const PUBLIC_READ_TTL_MS = 20_000;
/** Keys of server-rendered pages in the public-read cache (see platform/ssr.ts). */
export const RENDERED_PAGE_PREFIX = 'rendered-page:';
/** A total a few minutes old only shifts "Load more" by a card; counting a big city is not free. */
export const PUBLIC_COUNT_TTL_MS = 120_000;
const caches = new WeakMap<object, TtlCache>();
const changeListeners = new WeakMap<object, (change: CacheChange) => void>();

/** Hands every change of this app's public-read cache to `listener` (one per app: the fleet's messages). */
export function onPublicCacheChange(app: { deps: object }, listener: (change: CacheChange) => void) {
  changeListeners.set(app.deps, listener);
}

/**
 * The public-read cache of one app instance (keyed by its deps, so every test app starts empty
 * and features that publish content can clear the same cache the readers fill).
 */
export function publicReadCache(app: { deps: { now?: () => Date } }): TtlCache {
  let cache = caches.get(app.deps);
  if (!cache) {
    const deps = app.deps;
    cache = createTtlCache({
      ttlMs: PUBLIC_READ_TTL_MS,
      maxEntries: 1000,
      now: () => (deps.now ? deps.now().getTime() : Date.now()),
      onChange: (change) => changeListeners.get(deps)?.(change),
    });
    caches.set(app.deps, cache);
  }
  return cache;
}
