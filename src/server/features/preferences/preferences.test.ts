import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { newsletters, outgoingMail, userPreferences } from '../../db/schema';
import type { TestContext } from '../../test/app';
import { settings } from '../../test/preferences';
import { createTestApp } from '../../test/app';
import { createUser } from '../../test/factories';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/preferences', headers: cookie ? { cookie } : {} });
const put = (payload: object, cookie?: string) =>
  t.app.inject({ method: 'PUT', url: '/api/preferences', payload, headers: cookie ? { cookie } : {} });

describe('/api/preferences', () => {
  it('refuses signed-out visitors with 401', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await put(settings())).statusCode).toBe(401);
  });

  it('answers the defaults before anything is saved', async () => {
    const { cookie } = await createUser(t);
    const res = await get(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      categories: [],
      city: 'rochester',
      preferredCities: [],
      profileCompleted: false,
    });
  });

  it('saves the wizard payload, reads it back parsed, and updates rather than duplicates', async () => {
    const { cookie, id } = await createUser(t);
    expect((await put(settings({ interestTopics: 'jazz' }), cookie)).statusCode).toBe(200);
    const second = await put(settings({ preferredCities: '["nyc","atlanta"]', interests: '["music","arts"]' }), cookie);
    expect(second.statusCode).toBe(200);
    expect((await get(cookie)).json()).toEqual({
      categories: ['music', 'arts'],
      city: 'nyc',
      preferredCities: ['nyc', 'atlanta'],
      interests: ['music', 'arts'],
      interestTopics: '',
      notificationPreferences: {
        newsletter: false,
        eventUpdates: true,
        businessFeatures: false,
        communityHighlights: true,
      },
      profileCompleted: true,
    });
    expect(await t.database.db.select().from(userPreferences).where(eq(userPreferences.userId, id))).toHaveLength(1);
  });

  it('answers 400 with the field messages for empty lists, bad JSON and unknown values', async () => {
    const { cookie } = await createUser(t);
    const res = await put(
      settings({ preferredCities: '[]', interests: '["knitting"]', notificationPreferences: '{oops' }),
      cookie,
    );
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { path: string; message: string }[];
    expect(errors).toContainEqual({ path: 'preferredCities', message: 'Please select at least one city' });
    expect(errors.map((e) => e.path)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^interests/), 'notificationPreferences']),
    );
    expect((await put(settings({ interests: 'not json' }), cookie)).json().errors).toContainEqual({
      path: 'interests',
      message: 'Please select at least one interest',
    });
  });

  it('signs the address up for the newsletter when the toggle turns on, and off again', async () => {
    const { cookie, email } = await createUser(t);
    const on = JSON.stringify({
      newsletter: true,
      eventUpdates: true,
      businessFeatures: false,
      communityHighlights: true,
    });
    await put(settings({ notificationPreferences: on }), cookie);
    const [row] = await t.database.db.select().from(newsletters).where(eq(newsletters.email, email));
    expect(row?.status).toBe('pending');
    expect(
      await t.database.db
        .select()
        .from(outgoingMail)
        .where(and(eq(outgoingMail.recipient, email), eq(outgoingMail.kind, 'newsletter-confirm'))),
    ).toHaveLength(1);
    // Saving again with the toggle still on sends no second e-mail.
    await put(settings({ notificationPreferences: on }), cookie);
    expect(
      await t.database.db
        .select()
        .from(outgoingMail)
        .where(and(eq(outgoingMail.recipient, email), eq(outgoingMail.kind, 'newsletter-confirm'))),
    ).toHaveLength(1);
    await put(settings(), cookie);
    const [after] = await t.database.db.select().from(newsletters).where(eq(newsletters.email, email));
    expect(after?.status).toBe('unsubscribed');
  });
});

describe('PUT /api/preferences/city', () => {
  const putCity = (payload: object, cookie?: string) =>
    t.app.inject({ method: 'PUT', url: '/api/preferences/city', payload, headers: cookie ? { cookie } : {} });

  it('refuses visitors and cities the magazine does not cover', async () => {
    expect((await putCity({ city: 'buffalo' })).statusCode).toBe(401);
    const { cookie } = await createUser(t);
    const res = await putCity({ city: 'paris' }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ path: 'city' }));
  });

  it("makes the picked city the member's edition and keeps their other choices", async () => {
    const { cookie } = await createUser(t);
    const fresh = await putCity({ city: 'atlanta' }, cookie);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ city: 'atlanta', preferredCities: ['atlanta'], profileCompleted: false });
    expect((await put(settings({ preferredCities: JSON.stringify(['nyc', 'buffalo']) }), cookie)).statusCode).toBe(200);
    expect((await putCity({ city: 'buffalo' }, cookie)).statusCode).toBe(200);
    const saved = (await get(cookie)).json();
    expect(saved).toMatchObject({ city: 'buffalo', preferredCities: ['buffalo', 'nyc'], profileCompleted: true });
    expect(saved.interests.length).toBeGreaterThan(0);
  });
});
