import { describe, expect, it } from 'vitest';
import { createTtlCache } from './cache';

function setup(maxEntries = 10) {
  let clock = 0;
  const cache = createTtlCache({ ttlMs: 1000, maxEntries, now: () => clock });
  let loads = 0;
  const load = (value: string) => async () => {
    loads += 1;
    return value;
  };
  return { cache, load, loads: () => loads, advance: (ms: number) => (clock += ms) };
}

describe('createTtlCache', () => {
  it('answers a repeated read from memory until the TTL runs out', async () => {
    const t = setup();
    expect(await t.cache.get('k', t.load('a'))).toBe('a');
    expect(await t.cache.get('k', t.load('b'))).toBe('a');
    t.advance(1000);
    expect(await t.cache.get('k', t.load('c'))).toBe('c');
    expect(t.loads()).toBe(2);
  });

  it('loads once for concurrent readers of the same key', async () => {
    const t = setup();
    const [a, b] = await Promise.all([t.cache.get('k', t.load('a')), t.cache.get('k', t.load('b'))]);
    expect([a, b]).toEqual(['a', 'a']);
    expect(t.loads()).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const t = setup();
    await expect(t.cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await t.cache.get('k', t.load('ok'))).toBe('ok');
  });

  it('drops the least recently used entry when full', async () => {
    const t = setup(2);
    await t.cache.get('a', t.load('a'));
    await t.cache.get('b', t.load('b'));
    await t.cache.get('a', t.load('a2')); // a is now the most recent
    await t.cache.get('c', t.load('c'));
    expect(t.cache.size).toBe(2);
    expect(await t.cache.get('a', t.load('a3'))).toBe('a');
    expect(await t.cache.get('b', t.load('b2'))).toBe('b2');
  });

  it('forgets everything on clear, or just the keys asked for', async () => {
    const t = setup();
    await t.cache.get('articles:1', t.load('a'));
    await t.cache.get('events:1', t.load('e'));
    t.cache.clear(['articles:']);
    expect(await t.cache.get('articles:1', t.load('b'))).toBe('b');
    expect(await t.cache.get('events:1', t.load('e2'))).toBe('e');
    t.cache.clear();
    expect(await t.cache.get('events:1', t.load('e3'))).toBe('e3');
  });
});

describe('per-entry TTL', () => {
  it('keeps an entry for the time asked for instead of the default', async () => {
    const t = setup();
    await t.cache.get('long', t.load('a'), 5000);
    t.advance(3000);
    expect(await t.cache.get('long', t.load('b'))).toBe('a');
    t.advance(2000);
    expect(await t.cache.get('long', t.load('c'))).toBe('c');
  });
});
