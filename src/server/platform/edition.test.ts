import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app';
import { createUser } from '../test/factories';

// 11:00 in Buffalo on June 2nd, inside the campaign's dates.
const clock = new Date('2026-06-02T15:00:00Z');
let t: TestContext;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { ssr: true, now: () => clock });
  admin = (await createUser(t, { firstName: 'Ada' })).cookie;
}, 120_000);
afterAll(() => t?.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The cities the page's prefetched lists were asked for. */
const listedCities = (html: string) => {
  const state = /<script type="application\/json" id="bl-ssr-state">([\s\S]*?)<\/script>/.exec(html)![1]!;
  return [...state.matchAll(/\\?"city\\?":\\?"(\w+)\\?"/g)].map((m) => m[1]);
};

describe("the reader's edition on a fresh load", () => {
  it("a member's saved city renders their pages on a browser that has not chosen one, and is kept there", async () => {
    const member = await createUser(t, { firstName: 'Bo' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/preferences/city',
      headers: { cookie: member.cookie },
      payload: { city: 'buffalo' },
    });
    expect(saved.statusCode).toBe(200);

    const page = await get('/events', member.cookie);
    expect(page.statusCode).toBe(200);
    expect(listedCities(page.body)).toContain('buffalo');
    expect(page.body).toMatch(/<option value="buffalo" selected="">/);
    const cookie = page.cookies.find((c) => c.name === 'bl_city');
    expect(cookie).toMatchObject({ value: 'buffalo', path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    // A shared cache keeps one copy per edition.
    expect(String(page.headers.vary)).toMatch(/cookie/i);

    // A visitor with no edition still gets every city (the spec's call without one), not the member's.
    const visitor = await get('/events');
    expect(listedCities(visitor.body)).not.toContain('buffalo');
    expect(visitor.cookies.find((c) => c.name === 'bl_city')).toBeUndefined();
    // The browser's own choice wins over the saved one.
    const chosen = await get('/events', `${member.cookie}; bl_city=atlanta`);
    expect(listedCities(chosen.body)).toContain('atlanta');
    expect(chosen.cookies.find((c) => c.name === 'bl_city')).toBeUndefined();
  });

  it("an ad slot that names no city is filled for the reader's edition", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/ad-campaigns',
      headers: { cookie: admin },
      payload: {
        title: 'Wings on Elmwood',
        description: 'Half-price wings every Tuesday',
        advertiserName: 'Elmwood Wings',
        advertiserEmail: 'owner@wings.test',
        advertiserPhone: '',
        imageUrl: '',
        ctaText: 'Order Now',
        targetUrl: 'https://wings.test/menu',
        backgroundColor: '#7a1428',
        adSize: 'rectangle',
        placement: 'sidebar',
        targetPages: ['events'],
        targetCities: ['buffalo'],
        startDate: '2026-06-01',
        endDate: '2026-06-10',
        budget: 100,
        costPerClick: 0.5,
        maxImpressions: 1000,
        frequency: 'daily',
        needsCreativeService: false,
      },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    const activated = await t.app.inject({
      method: 'POST',
      url: `/api/admin/ad-campaigns/${id}/activate`,
      headers: { cookie: admin },
      payload: { complimentary: true },
    });
    expect(activated.statusCode).toBe(200);

    const slot = '/api/ads?placement=sidebar&size=rectangle&page=events';
    expect((await get(slot, 'bl_city=buffalo')).json()).toMatchObject({ ad: { id } });
    expect((await get(slot)).json()).toEqual({ ad: null });
    expect((await get(`${slot}&city=rochester`, 'bl_city=buffalo')).json()).toEqual({ ad: null });
  });
});
