import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deals } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';

let t: TestContext;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  const now = Date.now();
  const base = {
    description: 'Two for one.',
    category: 'Food',
    businessName: 'Corner Cafe',
    businessEmail: 'owner.private@example.com',
    imageUrl: '/media/demo/deal/a.svg',
  };
  await t.database.db.insert(deals).values([
    {
      ...base,
      title: 'Ends soon',
      validUntil: new Date(now + DAY),
      originalPrice: '20.00',
      discountPrice: '15.00',
      discountPercent: 25,
      couponCode: 'SAVE25',
    },
    { ...base, title: 'Ends later', validUntil: new Date(now + 10 * DAY) },
    { ...base, title: 'Featured deal', validUntil: new Date(now + 30 * DAY), isFeatured: true, city: 'buffalo' },
    { ...base, title: 'No end date' },
    { ...base, title: 'Expired', validUntil: new Date(now - DAY), isFeatured: true },
    { ...base, title: 'Switched off', validUntil: new Date(now + DAY), isActive: false },
  ]);
});
afterAll(() => t.close());

const titles = async (query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/deals${query}` })).json().map((d: { title: string }) => d.title);

describe('GET /api/deals', () => {
  it('lists active, unexpired deals only: featured first, then the soonest to end', async () => {
    expect(await titles()).toEqual(['Featured deal', 'Ends soon', 'Ends later', 'No end date']);
  });

  it('answers prices as exact decimals, the coupon code and expiry, never the business e-mail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/deals' });
    expect(res.json()[1]).toMatchObject({
      originalPrice: '20.00',
      discountPrice: '15.00',
      discountPercent: 25,
      couponCode: 'SAVE25',
    });
    expect(new Date(res.json()[1].validUntil).getTime()).toBeGreaterThan(Date.now());
    expect(res.body).not.toContain('owner.private');
  });

  it('filters by city and refuses an unknown one', async () => {
    expect(await titles('?city=buffalo')).toEqual(['Featured deal']);
    expect((await t.app.inject({ method: 'GET', url: '/api/deals?city=paris' })).statusCode).toBe(400);
  });
});
