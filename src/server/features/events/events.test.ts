import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { events } from '../../db/schema';
import { dayInTimeZone } from '../../../shared/zoned-days';
import { createTestApp, type TestContext } from '../../test/app';

let t: TestContext;
type NewEvent = typeof events.$inferInsert;
const shift = (day: string, days: number) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};
const today = dayInTimeZone(new Date());
const event = (title: string, date: string, over: Partial<NewEvent> = {}): NewEvent => ({
  title,
  description: `All about ${title}`,
  date,
  time: '7:00 PM',
  location: 'Main Street Park',
  city: 'rochester',
  status: 'published',
  ...over,
});

const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://bylocals.example' });
  const rows = await t.database.db
    .insert(events)
    .values([
      event('Next week market', shift(today, 7)),
      event('Yesterday parade', shift(today, -1)),
      event('Tonight concert', today, {
        description: 'Bring chairs, blankets; and friends.\nFree entry',
        location: 'Park Ave, Rochester',
      }),
      event('Tomorrow talk', shift(today, 1), { time: 'TBA' }),
      event('Draft gala', shift(today, 2), { status: 'draft' }),
      event('Buffalo fest', shift(today, 3), { city: 'buffalo' }),
    ])
    .returning({ id: events.id, title: events.title });
  for (const r of rows) ids[r.title] = r.id;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const titles = (res: { json(): unknown }) => (res.json() as { title: string }[]).map((e) => e.title);

describe('GET /api/events', () => {
  it('lists published events soonest first', async () => {
    const res = await get('/api/events?city=rochester');
    expect(res.statusCode).toBe(200);
    expect(titles(res)).toEqual(['Yesterday parade', 'Tonight concert', 'Tomorrow talk', 'Next week market']);
    expect(res.headers['x-total-count']).toBe('4');
  });

  it('lists every city without a query, never a draft', async () => {
    const res = await get('/api/events');
    expect(titles(res)).toContain('Buffalo fest');
    expect(titles(res)).not.toContain('Draft gala');
  });

  it('pages and validates its query', async () => {
    expect(titles(await get('/api/events?city=rochester&limit=2&offset=1'))).toEqual([
      'Tonight concert',
      'Tomorrow talk',
    ]);
    expect((await get('/api/events?limit=101')).statusCode).toBe(400);
    expect((await get('/api/events?city=boston')).json().message).toBe(
      'Unknown city "boston". Valid cities: rochester, charlotte, atlanta, nyc, buffalo.',
    );
  });
});

describe('GET /api/events/upcoming', () => {
  it("starts at today's events and leaves past ones out", async () => {
    const res = await get('/api/events/upcoming?city=rochester');
    expect(titles(res)).toEqual(['Tonight concert', 'Tomorrow talk', 'Next week market']);
    expect(res.headers['x-total-count']).toBe('3');
  });

  it('keeps to the city asked for', async () => {
    expect(titles(await get('/api/events/upcoming?city=buffalo'))).toEqual(['Buffalo fest']);
    expect((await get('/api/events/upcoming?city=atlanta')).json()).toEqual([]);
  });
});

describe('GET /api/events/:id', () => {
  it('returns the event', async () => {
    const res = await get(`/api/events/${ids['Tonight concert']}`);
    expect(res.json()).toMatchObject({
      title: 'Tonight concert',
      date: today,
      time: '7:00 PM',
      location: 'Park Ave, Rochester',
    });
  });

  it('answers 404 for a draft or an unknown id', async () => {
    expect((await get(`/api/events/${ids['Draft gala']}`)).statusCode).toBe(404);
    expect((await get('/api/events/nope')).json()).toEqual({ message: 'Event not found.', code: 'EVENT_NOT_FOUND' });
  });
});

describe('GET /api/events/:id/calendar.ics', () => {
  it('downloads a calendar file that a calendar parser reads back', async () => {
    const res = await get(`/api/events/${ids['Tonight concert']}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tonight-concert.ics"');
    expect(res.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(res.body.replace(/\r\n/g, '')).not.toMatch(/\n/);

    const vevent = new ICAL.Component(ICAL.parse(res.body)).getFirstSubcomponent('vevent')!;
    const parsed = new ICAL.Event(vevent);
    expect(parsed.summary).toBe('Tonight concert');
    expect(parsed.location).toBe('Park Ave, Rochester');
    expect(parsed.description).toContain('Bring chairs, blankets; and friends.\nFree entry');
    expect(parsed.description).toContain(`https://bylocals.example/events/${ids['Tonight concert']}`);
    expect(parsed.uid).toBe(`event-${ids['Tonight concert']}@bylocals.example`);
    expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
    // 7:00 PM in Rochester, whatever the season.
    const start = parsed.startDate.toJSDate();
    const local = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(local.format(start)).toBe('7:00 PM');
    expect(dayInTimeZone(start)).toBe(today);
    expect(parsed.endDate.toJSDate().getTime() - start.getTime()).toBe(2 * 60 * 60 * 1000);
  });

  it('makes an all-day event when the time cannot be read', async () => {
    const res = await get(`/api/events/${ids['Tomorrow talk']}/calendar.ics`);
    const parsed = new ICAL.Event(new ICAL.Component(ICAL.parse(res.body)).getFirstSubcomponent('vevent')!);
    expect(parsed.startDate.isDate).toBe(true);
    expect(parsed.startDate.toString()).toBe(shift(today, 1));
  });

  it('answers 404 for an unpublished event', async () => {
    expect((await get(`/api/events/${ids['Draft gala']}/calendar.ics`)).statusCode).toBe(404);
  });
});
