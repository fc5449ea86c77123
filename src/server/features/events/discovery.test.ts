import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';

// Friday 4 December 2026 in Rochester (Eastern time, UTC-5); the weekend is the 5th and 6th.
let clock = new Date('2026-12-04T15:00:00Z');
let t: TestContext;
type NewEvent = typeof events.$inferInsert;
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

beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: () => clock });
  await t.database.db.insert(events).values([
    event('Thursday lecture', '2026-12-03', { priceCents: 1200, category: 'learning' }),
    // 23:30 on Friday in Rochester is already Saturday in UTC.
    event('Late show', '2026-12-04', {
      time: '11:30 PM',
      startsAt: new Date('2026-12-05T04:30:00Z'),
      priceCents: 0,
      category: 'music',
    }),
    event('Morning run', '2026-12-04', {
      time: '9:00 AM',
      startsAt: new Date('2026-12-04T14:00:00Z'),
      priceCents: 1000,
      category: 'sports',
    }),
    event('Untimed fair', '2026-12-04', { time: 'All day', priceCents: 0, category: 'community' }),
    event('Saturday market', '2026-12-05', {
      time: '10:00 AM - 2:00 PM',
      startsAt: new Date('2026-12-05T15:00:00Z'),
      endsAt: new Date('2026-12-05T19:00:00Z'),
      priceCents: 0,
      category: 'food',
    }),
    event('Sunday gala', '2026-12-06', { priceCents: 2500, category: 'arts' }),
    event('Sunday draft', '2026-12-06', { priceCents: 0, status: 'draft' }),
    event('Monday talk', '2026-12-07', { category: 'learning' }),
  ]);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
async function titles(query: string): Promise<string[]> {
  const res = await get(`/api/events?city=rochester&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { title: string }[]).map((e) => e.title);
}
const at = (iso: string) => {
  clock = new Date(iso);
};

describe('GET /api/events: when', () => {
  it('today is the city’s calendar day: an event at 23:30 local is today, though UTC says tomorrow', async () => {
    at('2026-12-04T15:00:00Z');
    expect(await titles('when=today')).toEqual(['Morning run', 'Late show', 'Untimed fair']);
    // 22:00 on Friday in Rochester, 03:00 on Saturday in UTC: still Friday's events.
    at('2026-12-05T03:00:00Z');
    expect(await titles('when=today')).toEqual(['Morning run', 'Late show', 'Untimed fair']);
    // Past local midnight the same address answers Saturday's.
    at('2026-12-05T05:30:00Z');
    expect(await titles('when=today')).toEqual(['Saturday market']);
  });

  it('tomorrow is the next calendar day', async () => {
    at('2026-12-04T15:00:00Z');
    expect(await titles('when=tomorrow')).toEqual(['Saturday market']);
  });

  it('this weekend is Saturday and Sunday; on a Sunday only Sunday is left', async () => {
    at('2026-12-04T15:00:00Z');
    expect(await titles('when=weekend')).toEqual(['Saturday market', 'Sunday gala']);
    at('2026-12-05T16:00:00Z');
    expect(await titles('when=weekend')).toEqual(['Saturday market', 'Sunday gala']);
    at('2026-12-06T15:00:00Z');
    expect(await titles('when=weekend')).toEqual(['Sunday gala']);
  });

  it('happening now: started and not ended, three hours without an end, all day without a time', async () => {
    at('2026-12-04T15:00:00Z'); // Friday 10:00
    expect(await titles('when=now')).toEqual(['Morning run', 'Untimed fair']);
    at('2026-12-04T17:30:00Z'); // 12:30: the run (9:00, no end) is over
    expect(await titles('when=now')).toEqual(['Untimed fair']);
    at('2026-12-05T16:00:00Z'); // Saturday 11:00
    expect(await titles('when=now')).toEqual(['Saturday market']);
    at('2026-12-05T19:00:00Z'); // 14:00, its end
    expect(await titles('when=now')).toEqual([]);
  });
});

describe('GET /api/events: dates, price, category', () => {
  it('from and to include both days', async () => {
    expect(await titles('from=2026-12-03&to=2026-12-04')).toEqual([
      'Thursday lecture',
      'Morning run',
      'Late show',
      'Untimed fair',
    ]);
    expect(await titles('from=2026-12-06')).toEqual(['Sunday gala', 'Monday talk']);
    expect(await titles('to=2026-12-03')).toEqual(['Thursday lecture']);
  });

  it('free is a price of 0, paid above it; an event without a price is neither', async () => {
    expect(await titles('price=free')).toEqual(['Late show', 'Untimed fair', 'Saturday market']);
    expect(await titles('price=paid')).toEqual(['Thursday lecture', 'Morning run', 'Sunday gala']);
  });

  it('filters combine, and the total counts the combination', async () => {
    at('2026-12-04T15:00:00Z');
    expect(await titles('when=weekend&price=free')).toEqual(['Saturday market']);
    expect(await titles('category=learning&price=paid')).toEqual(['Thursday lecture']);
    const res = await get('/api/events?city=rochester&when=today&price=free&limit=1');
    expect(res.headers['x-total-count']).toBe('2');
  });

  it('answers the price and category of each event', async () => {
    const res = await get('/api/events?city=rochester&category=food');
    expect(res.json()).toEqual([
      expect.objectContaining({ title: 'Saturday market', priceCents: 0, category: 'food' }),
    ]);
  });
});

describe('GET /api/events: bad filters', () => {
  const error = async (query: string) => {
    const res = await get(`/api/events?${query}`);
    expect(res.statusCode).toBe(400);
    return res.json() as { message: string; errors: { path: string; message: string }[] };
  };

  it('refuses an impossible date with a field error', async () => {
    const body = await error('from=2026-02-30');
    expect(body.errors).toEqual([
      { path: 'from', message: 'from must be a real date written YYYY-MM-DD, e.g. 2026-12-05.' },
    ]);
    expect((await error('to=12/05/2026')).errors[0]?.path).toBe('to');
  });

  it('refuses an end before the start on the field to', async () => {
    const body = await error('from=2026-12-06&to=2026-12-05');
    expect(body.errors).toEqual([{ path: 'to', message: 'to must be the same day as from or later.' }]);
  });

  it('names the valid choices of when, price and category', async () => {
    expect((await error('when=someday')).message).toBe(
      'Unknown when "someday". Valid values: today, tomorrow, weekend, now.',
    );
    expect((await error('price=cheap')).message).toBe('Unknown price "cheap". Valid values: free, paid.');
    expect((await error('category=knitting')).errors[0]?.path).toBe('category');
  });

  it('takes a blank filter as no filter', async () => {
    expect(await titles('when=&price=&category=&from=&to=')).toHaveLength(7);
  });
});
