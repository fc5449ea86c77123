import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  const base = { category: 'Health', description: 'Help when you need it.' };
  await t.database.db.insert(resources).values([
    { ...base, name: 'Arts Council', category: 'Culture', website: 'https://arts.example.org' },
    { ...base, name: 'Crisis Line', isEmergency: true, phone: '585-555-0100', hours: '24/7', address: '1 Main St' },
    { ...base, name: 'Buffalo Food Bank', city: 'buffalo' },
  ]);
});
afterAll(() => t.close());

const list = (query = '') => t.app.inject({ method: 'GET', url: `/api/resources${query}` });

describe('GET /api/resources', () => {
  it('lists emergency resources first and marks them, then the rest by name', async () => {
    const res = await list();
    expect(res.json().map((r: { title: string }) => r.title)).toEqual([
      'Crisis Line',
      'Arts Council',
      'Buffalo Food Bank',
    ]);
    expect(res.json()[0]).toMatchObject({
      isEmergency: true,
      contactInfo: '585-555-0100 · 24/7',
      location: '1 Main St',
      category: 'Health',
    });
    expect(res.json()[1]).toMatchObject({ isEmergency: false, website: 'https://arts.example.org', contactInfo: null });
  });

  it('filters by city and refuses an unknown one', async () => {
    expect((await list('?city=buffalo')).json().map((r: { title: string }) => r.title)).toEqual(['Buffalo Food Bank']);
    expect((await list('?city=paris')).statusCode).toBe(400);
  });
});
