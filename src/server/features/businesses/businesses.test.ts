import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';

let t: TestContext;
type NewBusiness = typeof businesses.$inferInsert;
const business = (name: string, over: Partial<NewBusiness> = {}): NewBusiness => ({
  name,
  category: 'restaurant',
  address: '1 Main St',
  description: `About ${name}`,
  imageUrl: '/media/shop.jpg',
  city: 'rochester',
  status: 'published',
  ...over,
});

const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .insert(businesses)
    .values([
      business('Zeta Bakery', { phone: '585-555-0100', email: 'hello@zeta.example', website: 'https://zeta.example' }),
      business('Alpha Books', { category: 'retail' }),
      business('Hidden Draft Cafe', { status: 'draft' }),
      business('Buffalo Wings Co', { city: 'buffalo' }),
      ...Array.from({ length: 105 }, (_, i) => business(`Shop ${String(i).padStart(3, '0')}`, { city: 'nyc' })),
    ])
    .returning({ id: businesses.id, name: businesses.name });
  for (const r of rows) ids[r.name] = r.id;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const names = (res: { json(): unknown }) => (res.json() as { name: string }[]).map((b) => b.name);

describe('GET /api/businesses', () => {
  it("lists a city's published businesses alphabetically", async () => {
    const res = await get('/api/businesses?city=rochester');
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Alpha Books', 'Zeta Bakery']);
    expect(res.headers['x-total-count']).toBe('2');
  });

  it('lists every city without a city, never a draft', async () => {
    const res = await get('/api/businesses?limit=100');
    expect(res.headers['x-total-count']).toBe('108');
    expect(names(res)).not.toContain('Hidden Draft Cafe');
  });

  it('filters by category', async () => {
    expect(names(await get('/api/businesses?city=rochester&category=Retail'))).toEqual(['Alpha Books']);
  });

  it('pages with limit and offset, 50 by default and at most 100', async () => {
    expect((await get('/api/businesses?city=nyc')).json()).toHaveLength(50);
    expect(names(await get('/api/businesses?city=nyc&limit=3&offset=100'))).toEqual([
      'Shop 100',
      'Shop 101',
      'Shop 102',
    ]);
    const res = await get('/api/businesses?limit=500');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('limit must be a whole number from 1 to 100.');
  });

  it('refuses an unknown city with a 400 naming the valid ones', async () => {
    const res = await get('/api/businesses?city=Rochester%2C%20NY');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Valid cities: rochester, charlotte, atlanta, nyc, buffalo.');
  });
});

describe('GET /api/businesses/:id', () => {
  it('returns the listing with its public contact details', async () => {
    const res = await get(`/api/businesses/${ids['Zeta Bakery']}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: ids['Zeta Bakery'],
      name: 'Zeta Bakery',
      category: 'restaurant',
      address: '1 Main St',
      phone: '585-555-0100',
      email: 'hello@zeta.example',
      website: 'https://zeta.example',
      description: 'About Zeta Bakery',
      imageUrl: '/media/shop.jpg',
      city: 'rochester',
      openingHours: null,
      neighbourhood: null,
      neighbourhoodName: null,
    });
  });

  it('answers 404 for a draft or an unknown id', async () => {
    expect((await get(`/api/businesses/${ids['Hidden Draft Cafe']}`)).statusCode).toBe(404);
    expect((await get('/api/businesses/nope')).json()).toEqual({
      message: 'Business not found.',
      code: 'BUSINESS_NOT_FOUND',
    });
  });
});
