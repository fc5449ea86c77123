import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fashionItems } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (query = '') => t.app.inject({ method: 'GET', url: `/api/fashion${query}` });

describe('GET /api/fashion', () => {
  it('answers an empty list when there is nothing yet', async () => {
    expect((await list()).json()).toEqual([]);
  });

  it('lists items newest first with brand, price and sizes, optionally for one city', async () => {
    const base = { category: 'Outerwear', description: 'Warm.', imageUrl: '/media/demo/fashion/a.svg' };
    await t.database.db.insert(fashionItems).values([
      {
        ...base,
        title: 'Lake-effect parka',
        brand: 'North Coast',
        priceRange: '$180',
        sizes: ['S', 'M'],
        createdAt: new Date(Date.now() - 60_000),
      },
      { ...base, title: 'Queen City knit', designer: 'Ana Ruiz', city: 'charlotte', sizes: ['One size'] },
    ]);
    const res = await list();
    expect(res.json().map((f: { title: string }) => f.title)).toEqual(['Queen City knit', 'Lake-effect parka']);
    expect(res.json()[1]).toMatchObject({
      brand: 'North Coast',
      designer: null,
      price: '$180',
      sizes: ['S', 'M'],
      city: 'rochester',
    });
    expect((await list('?city=charlotte')).json().map((f: { title: string }) => f.title)).toEqual(['Queen City knit']);
  });

  it('refuses an unknown city with a 400 naming the valid ones', async () => {
    const res = await list('?city=paris');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('city must be one of: rochester, charlotte, atlanta, nyc, buffalo');
  });
});
