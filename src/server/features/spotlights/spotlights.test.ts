import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spotlights } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';

let t: TestContext;
type NewSpotlight = typeof spotlights.$inferInsert;
const spotlight = (title: string, over: Partial<NewSpotlight> = {}): NewSpotlight => ({
  type: 'artist_feature',
  title,
  featureName: `${title} person`,
  description: `Why ${title} matters`,
  imageUrl: '/media/spotlight.jpg',
  contactInfo: 'nominee@example.com, 585-555-0123',
  nominatedBy: 'Neighbour Nora',
  nominationReason: 'A long reason only staff should read when deciding.',
  city: 'rochester',
  status: 'approved',
  featuredDate: new Date('2026-04-01T12:00:00Z'),
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(spotlights).values([
    spotlight('Older muralist', { featuredDate: new Date('2026-01-01T12:00:00Z') }),
    spotlight('Current muralist'),
    spotlight('Newer but pending', { status: 'pending', featuredDate: new Date('2026-06-01T12:00:00Z') }),
    spotlight('Newer but switched off', { isActive: false, featuredDate: new Date('2026-06-01T12:00:00Z') }),
    spotlight('Buffalo hero', { type: 'local_hero', city: 'buffalo' }),
    spotlight('Corner shop', { type: 'small_business' }),
    spotlight('Block captain', { type: 'community_leader' }),
    spotlight('Charlotte painter', { city: 'charlotte' }),
    // Published in the newsroom with no featured date: live from its publish date.
    spotlight('Charlotte potter', {
      city: 'charlotte',
      status: 'published',
      featuredDate: null,
      publishDate: new Date('2026-05-01T12:00:00Z'),
    }),
  ]);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/spotlights/current/:type', () => {
  it('returns the most recently featured approved, active spotlight of the city', async () => {
    const res = await get('/api/spotlights/current/artist_feature?city=rochester');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      type: 'artist_feature',
      title: 'Current muralist',
      description: 'Why Current muralist matters',
      imageUrl: '/media/spotlight.jpg',
      city: 'rochester',
    });
  });

  it('makes a spotlight published without a featured date current over an older featured one', async () => {
    const res = await get('/api/spotlights/current/artist_feature?city=charlotte');
    expect(res.json().title).toBe('Charlotte potter');
  });

  it('keeps nominee contact details, the nominator and the reasons on the server', async () => {
    const res = await get('/api/spotlights/current/small_business?city=rochester');
    expect(res.json().title).toBe('Corner shop');
    expect(res.body).not.toContain('nominee@example.com');
    expect(res.body).not.toContain('Neighbour Nora');
    expect(res.body).not.toContain('only staff should read');
  });

  it('answers for each kind and city, rochester when none is given', async () => {
    expect((await get('/api/spotlights/current/local_hero?city=buffalo')).json().title).toBe('Buffalo hero');
    expect((await get('/api/spotlights/current/small_business')).json().title).toBe('Corner shop');
  });

  it('answers 404 when there is none', async () => {
    const res = await get('/api/spotlights/current/local_hero?city=rochester');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('SPOTLIGHT_NOT_FOUND');
  });

  it('refuses an unknown type or city with a 400 naming the valid ones', async () => {
    const type = await get('/api/spotlights/current/mayor?city=rochester');
    expect(type.statusCode).toBe(400);
    expect(type.json().message).toBe(
      'Unknown spotlight type "mayor". Valid types: local_hero, small_business, artist_feature, community_leader.',
    );
    const city = await get('/api/spotlights/current/local_hero?city=albany');
    expect(city.statusCode).toBe(400);
    expect(city.json().message).toBe(
      'Unknown city "albany". Valid cities: rochester, charlotte, atlanta, nyc, buffalo.',
    );
  });
});

describe('GET /api/spotlights', () => {
  it("lists every kind of the city's live spotlights, newest first, without private details", async () => {
    const res = await get('/api/spotlights?city=rochester');
    expect(res.statusCode).toBe(200);
    const listed: string[] = res.json().map((s: { title: string; type: string }) => `${s.type}:${s.title}`);
    expect([...listed].sort()).toEqual([
      'artist_feature:Current muralist',
      'artist_feature:Older muralist',
      'community_leader:Block captain',
      'small_business:Corner shop',
    ]);
    expect(listed.at(-1)).toBe('artist_feature:Older muralist');
    expect(res.body).not.toContain('nominee@example.com');
    expect(res.body).not.toContain('Neighbour Nora');
    const leaders = await get('/api/spotlights?city=rochester&type=community_leader');
    expect(leaders.json().map((s: { title: string }) => s.title)).toEqual(['Block captain']);
    expect((await get('/api/spotlights?city=gotham')).statusCode).toBe(400);
  });
});
