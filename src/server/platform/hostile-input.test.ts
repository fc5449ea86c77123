import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artists } from '../db/schema';
import { createTestApp, type TestContext } from '../test/app';
import { registerVerified } from '../test/accounts';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await registerVerified(t, { email: 'staff@example.com' })).cookie;
});
afterAll(() => t.close());

const campaign = {
  title: 'Spring Sale',
  advertiserName: 'Corner Bakery',
  advertiserEmail: 'owner@bakery.test',
  backgroundColor: '#7a1428',
  adSize: 'rectangle',
  placement: 'sidebar',
  targetCities: ['rochester'],
  startDate: '2026-06-01',
  endDate: '2026-06-04',
  budget: 100,
  costPerClick: 0.5,
  maxImpressions: 1000,
  frequency: 'weekly',
};
const expectJsonError = (
  res: { statusCode: number; json: () => { message?: unknown; code?: unknown } },
  status: number,
) => {
  expect(res.statusCode).toBe(status);
  expect(typeof res.json().message).toBe('string');
  expect(typeof res.json().code).toBe('string');
};

describe('bad input is a 4xx in the JSON error shape (finding 6)', () => {
  it.each(['/api/articles/%00', '/api/articles?city=%00', '/api/vent/comments/%00abc'])(
    'refuses a NUL byte in %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expectJsonError(res, 400);
      expect(res.json().code).toBe('INVALID_CHARACTERS');
    },
  );

  it('refuses a NUL byte inside a JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'a@example.com', city: 'roch\u0000ester' },
    });
    expectJsonError(res, 400);
  });

  it.each([
    ['a budget beyond the column', { budget: 1e9 }, 'budget'],
    ['impressions beyond an integer', { maxImpressions: 3e9 }, 'maxImpressions'],
    ['a date that does not exist', { startDate: '2026-02-30' }, 'startDate'],
    ['a date centuries away', { endDate: '9999-12-31' }, 'endDate'],
  ])('refuses an ad campaign with %s', async (_what, change, field) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/ad-campaigns',
      headers: { cookie: admin },
      payload: { ...campaign, ...change },
    });
    expectJsonError(res, 400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('answers PATCH /api/admin/artists/{id} with {} without a 5xx', async () => {
    const [artist] = await t.database.db
      .insert(artists)
      .values({
        name: 'Pat Painter',
        medium: 'painting',
        bio: 'Paints',
        city: 'rochester',
      } as typeof artists.$inferInsert)
      .returning();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/artists/${artist?.id}`,
      headers: { cookie: admin },
      payload: {},
    });
    expect(res.statusCode).toBeLessThan(500);
  });
});
