import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportsStories } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';

let t: TestContext;
const DAY = 86_400_000;

async function createStory(overrides: Partial<typeof sportsStories.$inferInsert> & { title: string }) {
  await t.database.db.insert(sportsStories).values({
    content: 'A story about a game.',
    sport: 'basketball',
    authorName: 'Pat Writer',
    authorEmail: 'pat.private@example.com',
    status: 'published',
    publishedAt: new Date(),
    city: 'rochester',
    category: 'news',
    league: 'high school',
    ...overrides,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const now = Date.now();
  await createStory({ title: 'Hoops recap', category: 'recap', score: '61-58', publishedAt: new Date(now - 2 * DAY) });
  await createStory({
    title: 'Hockey preview',
    sport: 'hockey',
    category: 'preview',
    league: 'college',
    isFeatured: true,
    publishedAt: new Date(now - DAY),
  });
  await createStory({
    title: 'Buffalo soccer',
    sport: 'soccer',
    city: 'buffalo',
    league: 'youth',
    isFeatured: true,
    publishedAt: new Date(now - DAY / 2),
  });
  await createStory({ title: 'Newest hoops news', publishedAt: new Date(now) });
  await createStory({ title: 'Pending story', status: 'pending', publishedAt: null });
});
afterAll(() => t.close());

const titles = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json().map((s: { title: string }) => s.title);
};

describe('GET /api/sports', () => {
  it('lists published stories only, newest first, with every card field and no author e-mail', async () => {
    expect(await titles('/api/sports')).toEqual([
      'Newest hoops news',
      'Buffalo soccer',
      'Hockey preview',
      'Hoops recap',
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/sports?category=recap' });
    expect(res.json()[0]).toMatchObject({
      title: 'Hoops recap',
      sport: 'basketball',
      score: '61-58',
      league: 'high school',
      season: null,
    });
    expect(res.body).not.toContain('pat.private');
  });

  it('filters by city, sport, category and league, together or alone', async () => {
    expect(await titles('/api/sports?city=buffalo')).toEqual(['Buffalo soccer']);
    expect(await titles('/api/sports?sport=hockey')).toEqual(['Hockey preview']);
    expect(await titles('/api/sports?city=rochester&sport=basketball&category=news')).toEqual(['Newest hoops news']);
    expect(await titles('/api/sports?league=high%20school')).toEqual(['Newest hoops news', 'Hoops recap']);
    expect(await titles('/api/sports?sport=all&category=')).toHaveLength(4);
  });

  it('refuses values outside the spec lists with a 400 naming the valid ones', async () => {
    const cases: [string, string][] = [
      ['city=paris', 'city must be one of: rochester, charlotte, atlanta, nyc, buffalo'],
      [
        'sport=cricket',
        'sport must be one of: basketball, football, baseball, soccer, hockey, tennis, golf, track, swimming, wrestling, volleyball, lacrosse, softball, other',
      ],
      ['category=gossip', 'category must be one of: news, recap, preview, profile, analysis'],
      ['league=minor', 'league must be one of: high school, college, professional, local, youth'],
    ];
    for (const [query, message] of cases) {
      const res = await t.app.inject({ method: 'GET', url: `/api/sports?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('pages with limit and offset', async () => {
    expect(await titles('/api/sports?limit=2&offset=1')).toEqual(['Buffalo soccer', 'Hockey preview']);
    expect((await t.app.inject({ method: 'GET', url: '/api/sports?limit=0' })).statusCode).toBe(400);
  });
});

describe('GET /api/sports/featured', () => {
  it('lists featured published stories, optionally for one city', async () => {
    expect(await titles('/api/sports/featured')).toEqual(['Buffalo soccer', 'Hockey preview']);
    expect(await titles('/api/sports/featured?city=rochester')).toEqual(['Hockey preview']);
    expect((await t.app.inject({ method: 'GET', url: '/api/sports/featured?city=paris' })).statusCode).toBe(400);
  });
});

describe('GET /api/sports/:id', () => {
  const idOf = async (title: string) =>
    (await t.database.db.select().from(sportsStories)).find((s) => s.title === title)!.id;

  it('answers one published story in full, without the author e-mail', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/sports/${await idOf('Hoops recap')}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Hoops recap', score: '61-58', league: 'high school' });
    expect(res.body).not.toContain('pat.private@example.com');
  });

  it('answers 404 for a story that is missing or not published', async () => {
    for (const id of ['no-such-story', await idOf('Pending story')]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/sports/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
