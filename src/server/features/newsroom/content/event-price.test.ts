import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsroomTestApp, SAMPLE_BODIES, type NewsroomTest } from './testing';

let t: NewsroomTest;
beforeAll(async () => {
  t = await newsroomTestApp();
});
afterAll(() => t.close());

const save = (payload: object, cookie = t.editor.cookie) =>
  t.app.inject({ method: 'POST', url: '/api/admin/content/events', headers: { cookie }, payload });

describe('staff give an event its price and category', () => {
  it('a published event carries them to the public list and its filters', async () => {
    const res = await save({
      ...SAMPLE_BODIES.events,
      title: 'Ticketed gala',
      status: 'published',
      priceCents: 1500,
      category: 'music',
    });
    expect(res.statusCode, res.body).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: '/api/events?city=rochester&price=paid&category=music' });
    expect(list.json()).toEqual([
      expect.objectContaining({ title: 'Ticketed gala', priceCents: 1500, category: 'music' }),
    ]);
    const free = await t.app.inject({ method: 'GET', url: '/api/events?city=rochester&price=free' });
    expect(free.json()).toEqual([]);
  });

  it('refuses a negative or fractional price and an unknown category, on their fields', async () => {
    const fields = async (over: object) => {
      const res = await save({ ...SAMPLE_BODIES.events, ...over });
      expect(res.statusCode).toBe(400);
      return (res.json() as { errors: { path: string; message: string }[] }).errors;
    };
    expect(await fields({ priceCents: -100 })).toEqual([{ path: 'priceCents', message: 'Price cannot be negative' }]);
    expect((await fields({ priceCents: 12.5 }))[0]?.path).toBe('priceCents');
    expect((await fields({ category: 'knitting' }))[0]?.path).toBe('category');
  });
});
