import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { events, savedCalendarFeeds } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { createEvent, createUser, type TestUser } from '../../test/factories';

let t: TestContext;
let ada: TestUser;
let ben: TestUser;
const ids = {} as Record<'jazz' | 'market' | 'bens', string>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ada = await createUser(t, { firstName: 'Ada' });
  ben = await createUser(t, { firstName: 'Ben' });
  ids.jazz = (
    await createEvent(db, {
      title: 'Jazz, wine; and a long evening by the lake with friends, neighbours and all their dogs',
      date: '2099-07-04',
      startsAt: new Date('2099-07-04T23:00:00Z'),
      location: 'Canalside, Buffalo',
      city: 'buffalo',
    })
  ).id;
  ids.market = (await createEvent(db, { title: 'Farmers market', date: '2099-08-01', time: '9:00 AM' })).id;
  ids.bens = (await createEvent(db, { title: 'Ben’s bike ride', date: '2099-09-01' })).id;
  for (const id of [ids.jazz, ids.market]) {
    await t.app.inject({ method: 'PUT', url: `/api/saved/events/${id}`, headers: { cookie: ada.cookie } });
  }
  await t.app.inject({ method: 'PUT', url: `/api/saved/events/${ids.bens}`, headers: { cookie: ben.cookie } });
});
afterAll(() => t.close());

const newFeed = async (cookie: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/saved/calendar-feed', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { url: string }).url;
};
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

function vevents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const start = v.getFirstProperty('dtstart');
    return {
      uid: String(v.getFirstPropertyValue('uid')),
      summary: String(v.getFirstPropertyValue('summary')),
      location: String(v.getFirstPropertyValue('location')),
      url: String(v.getFirstPropertyValue('url')),
      dtstart: String(start?.getFirstValue()),
      tzid: start?.getParameter('tzid'),
    };
  });
}

describe('the private calendar feed of saved events', () => {
  it('answers a private address once, and the feed holds one VEVENT per saved public event', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/saved/calendar-feed', headers: { cookie: ada.cookie } })).json(),
    ).toEqual({ exists: false });
    const url = await newFeed(ada.cookie);
    expect(url).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // Only the token's hash is stored.
    const [row] = await t.database.db.select().from(savedCalendarFeeds).where(eq(savedCalendarFeeds.userId, ada.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(url).not.toContain(row!.tokenHash);

    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['cache-control']).toMatch(/^private/);
    expect(res.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(res.body).not.toMatch(/[^\r]\n/);

    const found = vevents(res.body);
    expect(found.map((e) => e.summary)).toEqual([
      'Jazz, wine; and a long evening by the lake with friends, neighbours and all their dogs',
      'Farmers market',
    ]);
    const jazz = found[0]!;
    expect(jazz.dtstart).toBe('2099-07-04T19:00:00');
    expect(jazz.tzid).toBe('America/New_York');
    expect(jazz.location).toBe('Canalside, Buffalo');
    expect(jazz.url).toMatch(new RegExp(`/events/${ids.jazz}$`));
    expect(found[1]!.dtstart).toBe('2099-08-01T09:00:00');
    // The same UID on every fetch, so calendar apps update rather than duplicate.
    expect(vevents((await fetchFeed(url)).body).map((e) => e.uid)).toEqual(found.map((e) => e.uid));
    expect(res.body).not.toContain('bike ride');
  });

  it('follows the saved list and what is public', async () => {
    const url = await newFeed(ada.cookie);
    await t.app.inject({ method: 'DELETE', url: `/api/saved/events/${ids.market}`, headers: { cookie: ada.cookie } });
    await t.database.db.update(events).set({ status: 'draft' }).where(eq(events.id, ids.jazz));
    expect(vevents((await fetchFeed(url)).body)).toEqual([]);
    await t.database.db.update(events).set({ status: 'published' }).where(eq(events.id, ids.jazz));
    expect(vevents((await fetchFeed(url)).body).map((e) => e.summary)).toHaveLength(1);
  });

  it('a reset ends the old address; unknown tokens and city feeds are unaffected', async () => {
    const old = await newFeed(ada.cookie);
    const fresh = await newFeed(ada.cookie);
    expect(fresh).not.toBe(old);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/calendar/${'A'.repeat(43)}.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/calendar/buffalo.ics' })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/saved/calendar-feed', headers: { cookie: ada.cookie } })).json(),
    ).toEqual({ exists: true });
  });

  it('gives each member their own feed', async () => {
    const bens = vevents((await fetchFeed(await newFeed(ben.cookie))).body);
    expect(bens.map((e) => e.summary)).toEqual(['Ben’s bike ride']);
  });
});
