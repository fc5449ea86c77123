import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTtlCache } from '../cache';
import type { Db } from '../../db/client';
import { definePublicList } from './define';
import { readList } from './read';

/** A list of seven numbers, paged like any public list, that counts how often it is counted. */
function numbers() {
  const rows = Array.from({ length: 7 }, (_, i) => i);
  const counted = { n: 0 };
  const list = definePublicList({
    name: 'numbers',
    query: z.object({ limit: z.number(), offset: z.number(), odd: z.boolean().optional() }),
    item: z.number(),
    cached: true,
    read: async ({ limit, offset }) => rows.slice(offset, offset + limit),
    count: async () => {
      counted.n += 1;
      return rows.length;
    },
  });
  const cache = createTtlCache({ ttlMs: 1000, maxEntries: 10 });
  const ctx = { db: {} as Db, now: new Date(), variant: '' };
  const read = (limit: number, offset: number) => readList(cache, list, { limit, offset }, ctx);
  return { read, counted };
}

describe('readList', () => {
  it('tells the total from a partly filled page without counting', async () => {
    const { read, counted } = numbers();
    expect(await read(5, 5)).toMatchObject({ body: Buffer.from('[5,6]'), count: 2, total: 7 });
    expect(await read(10, 0)).toMatchObject({ body: Buffer.from('[0,1,2,3,4,5,6]'), count: 7, total: 7 });
    expect(counted.n).toBe(0);
  });

  it('counts once per filter for full pages and pages past the end', async () => {
    const { read, counted } = numbers();
    expect((await read(2, 0)).total).toBe(7);
    expect((await read(3, 0)).total).toBe(7);
    expect(await read(2, 50)).toMatchObject({ body: Buffer.from('[]'), count: 0, total: 7 });
    expect(counted.n).toBe(1);
  });

  it('gives the same page the same ETag from the cache, and another page another', async () => {
    const { read } = numbers();
    const first = await read(2, 0);
    expect((await read(2, 0)).etag).toBe(first.etag);
    expect((await read(2, 2)).etag).not.toBe(first.etag);
  });
});
