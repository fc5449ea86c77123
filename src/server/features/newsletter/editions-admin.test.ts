import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newsletterEditions, outgoingMail } from '../../db/schema';
import type { TestContext } from '../../test/app';
import { daysFrom, insertSpotlight, newsletterTestApp } from './testing';
import { runNewsletterSchedule } from './scheduler';
import { createArticle, createUser } from '../../test/factories';

let t: TestContext;
let admin: string;
let member: string;
let editionId: string;
beforeAll(async () => {
  t = await newsletterTestApp();
  admin = (await createUser(t, { email: 'boss@example.com' })).cookie;
  member = (await createUser(t, { email: 'member@example.com' })).cookie;
  editionId = (await call(admin, 'POST', '/editions', { city: 'rochester' })).json().id;
});
afterAll(() => t.close());

function call(cookie: string | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/newsletter/admin${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
}

describe('staff API for editions', () => {
  it('answers 401 signed out and 403 to members on every route', async () => {
    const routes: [Parameters<typeof call>[1], string, object?][] = [
      ['GET', '/editions'],
      ['POST', '/editions', { city: 'rochester' }],
      ['GET', `/editions/${editionId}`],
      ['PATCH', `/editions/${editionId}`, { subject: 'x' }],
      ['DELETE', `/editions/${editionId}`],
      ['GET', `/editions/${editionId}/preview`],
      ['POST', `/editions/${editionId}/test`],
      ['POST', `/editions/${editionId}/schedule`, { scheduledFor: null }],
      ['POST', `/editions/${editionId}/send`],
      ['GET', '/candidates?city=rochester'],
      ['GET', '/subscribers'],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(member, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const [edition] = await t.database.db.select().from(newsletterEditions).where(eq(newsletterEditions.id, editionId));
    expect(edition?.status).toBe('draft');
  });

  it('refuses bad input with 400 and a readable message', async () => {
    expect((await call(admin, 'POST', '/editions', { city: 'gotham' })).statusCode).toBe(400);
    expect((await call(admin, 'POST', '/editions', {})).statusCode).toBe(400);
    const blank = await call(admin, 'PATCH', `/editions/${editionId}`, { subject: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please write a subject line.');
    const unknown = await call(admin, 'PATCH', `/editions/${editionId}`, { featuredArticles: ['no-such-article'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'INVALID_PICKS', errors: [{ path: 'featuredArticles' }] });
    const draft = await createArticle(t.database.db, { status: 'draft' });
    expect((await call(admin, 'PATCH', `/editions/${editionId}`, { featuredArticles: [draft.id] })).statusCode).toBe(
      400,
    );
    expect(
      (await call(admin, 'PATCH', `/editions/${editionId}`, { featuredArticles: Array(13).fill('a') })).statusCode,
    ).toBe(400);
    const past = await call(admin, 'POST', `/editions/${editionId}/schedule`, { scheduledFor: '2020-01-01T09:00:00Z' });
    expect(past.json()).toMatchObject({ code: 'SCHEDULE_IN_PAST', message: 'Please choose a time in the future.' });
    expect(
      (await call(admin, 'POST', `/editions/${editionId}/schedule`, { scheduledFor: 'next thursday' })).statusCode,
    ).toBe(400);
    expect((await call(admin, 'GET', '/editions?limit=0')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/editions?status=lost')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/candidates')).statusCode).toBe(400);
  });

  it('saves a spotlight published in the newsroom as a pick, and names refused picks by title, never by id', async () => {
    const published = await insertSpotlight(t.database.db, {
      status: 'published',
      title: 'Corner Grocer',
      featuredDate: null,
    });
    const candidates = (await call(admin, 'GET', '/candidates?city=rochester')).json();
    expect(candidates.spotlights.map((s: { id: string }) => s.id)).toContain(published.id);
    const saved = await call(admin, 'PATCH', `/editions/${editionId}`, { featuredSpotlight: published.id });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().featuredSpotlight).toBe(published.id);

    const pending = await insertSpotlight(t.database.db, { status: 'pending', title: 'Quiet Neighbour' });
    const refused = await call(admin, 'PATCH', `/editions/${editionId}`, { featuredSpotlight: pending.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The spotlight “Quiet Neighbour” is not published yet.');
    const draft = await createArticle(t.database.db, { status: 'draft', title: 'Budget Night' });
    const both = await call(admin, 'PATCH', `/editions/${editionId}`, { featuredArticles: [draft.id, 'gone-id'] });
    expect(both.json().errors[0].message).toBe(
      'The article “Budget Night” is not published yet. One of the chosen articles no longer exists; please choose again.',
    );
    expect(JSON.stringify([refused.json(), both.json()])).not.toMatch(new RegExp(`${pending.id}|${draft.id}|gone-id`));
  });

  it('answers 404 for an unknown edition', async () => {
    for (const [method, url] of [
      ['GET', '/editions/missing'],
      ['PATCH', '/editions/missing'],
      ['POST', '/editions/missing/send'],
      ['GET', '/editions/missing/preview'],
    ] as const) {
      expect((await call(admin, method, url, method === 'PATCH' ? { subject: 'x' } : undefined)).statusCode).toBe(404);
    }
  });

  it('lists editions per city with a total, and queues a test copy to the admin', async () => {
    const list = await call(admin, 'GET', '/editions?city=rochester');
    expect(list.json().map((e: { id: string }) => e.id)).toContain(editionId);
    expect(Number(list.headers['x-total-count'])).toBeGreaterThan(0);
    expect((await call(admin, 'GET', '/editions?city=buffalo')).json()).toEqual([]);
    const res = await call(admin, 'POST', `/editions/${editionId}/test`);
    expect(res.json().message).toBe('A test copy is on its way to boss@example.com.');
    const mail = await t.database.db.select().from(outgoingMail).where(eq(outgoingMail.kind, 'newsletter-test'));
    expect(mail.map((m) => m.recipient)).toEqual(['boss@example.com']);
  });

  it('keeps drafts out of the public archive', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/newsletter/editions/${editionId}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/newsletter/editions' })).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/newsletter/editions?city=gotham' })).statusCode).toBe(400);
  });

  it('sends a scheduled edition when its time comes, then refuses edits', async () => {
    const at = daysFrom(new Date(), 1);
    const res = await call(admin, 'POST', `/editions/${editionId}/schedule`, { scheduledFor: at.toISOString() });
    expect(res.json()).toMatchObject({ status: 'scheduled', scheduledFor: at.toISOString() });
    const deps = { db: t.database.db, config: t.config, day: 'thursday' as const };
    expect((await runNewsletterSchedule(deps, new Date())).sent).toBe(0);
    expect((await runNewsletterSchedule(deps, daysFrom(at, 0.01))).sent).toBe(1);
    expect((await call(admin, 'GET', `/editions/${editionId}`)).json().status).toBe('sent');
    expect((await call(admin, 'PATCH', `/editions/${editionId}`, { subject: 'Too late' })).statusCode).toBe(409);
    expect((await call(admin, 'DELETE', `/editions/${editionId}`)).statusCode).toBe(409);
  });

  it('drafts one edition per city and week on the weekly schedule, however often it runs', async () => {
    const deps = { db: t.database.db, config: t.config, day: 'thursday' as const };
    const thursday = new Date('2026-12-03T15:00:00Z');
    expect((await runNewsletterSchedule(deps, thursday)).drafted).toBe(5);
    expect((await runNewsletterSchedule(deps, daysFrom(thursday, 2))).drafted).toBe(0);
    expect((await runNewsletterSchedule(deps, daysFrom(thursday, 7))).drafted).toBe(5);
    const drafts = await t.database.db
      .select()
      .from(newsletterEditions)
      .where(eq(newsletterEditions.weekOf, '2026-12-03'));
    expect(drafts.map((d) => d.city).sort()).toEqual(['atlanta', 'buffalo', 'charlotte', 'nyc', 'rochester']);
    expect(drafts.every((d) => d.status === 'draft')).toBe(true);
  });
});
