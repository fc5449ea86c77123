import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { articles, businesses, contentRecommendations, events, userActivity } from '../../db/schema';
import type { TestContext } from '../../test/app';
import { settings } from '../../test/preferences';
import { createTestApp } from '../../test/app';
import { createUser } from '../../test/factories';

let t: TestContext;
const ids: Record<string, string> = {};
const soon = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const story = { content: 'Body', author: 'Desk', imageUrl: '/media/demo/a.svg', status: 'published' };
  const rows = await db
    .insert(articles)
    .values([
      { ...story, title: 'Wing night', excerpt: 'Best wings', category: 'Food & Dining', city: 'buffalo' },
      { ...story, title: 'Taco trail', excerpt: 'Tacos', category: 'Food & Dining', city: 'buffalo' },
      { ...story, title: 'Council vote', excerpt: 'Budget', category: 'News', city: 'buffalo' },
      { ...story, title: 'Secret menu', excerpt: 'Draft', category: 'Food & Dining', city: 'buffalo', status: 'draft' },
    ])
    .returning();
  for (const r of rows) ids[r.title] = r.id;
  const [shop] = await db
    .insert(businesses)
    .values({
      name: 'Anchor Bar',
      category: 'Food & Dining',
      address: '1 Main St',
      description: 'Wings since 1964',
      imageUrl: '/x.svg',
      city: 'buffalo',
      email: 'owner@anchor.example',
      status: 'published',
    })
    .returning();
  ids['Anchor Bar'] = shop?.id ?? '';
  const [show] = await db
    .insert(events)
    .values({
      title: 'Food truck rally',
      description: 'Trucks',
      date: soon,
      time: '6:00 PM',
      location: 'Canalside',
      city: 'buffalo',
      status: 'published',
    })
    .returning();
  ids['Food truck rally'] = show?.id ?? '';
});
afterAll(() => t.close());

const recommendations = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/recommendations', headers: cookie ? { cookie } : {} });
const view = (cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/activity', payload, headers: cookie ? { cookie } : {} });
const viewOf = (contentType: string, contentId: string) => ({
  contentType,
  contentId,
  actionType: 'view',
  timestamp: new Date().toISOString(),
});

describe('GET /api/recommendations', () => {
  it('refuses signed-out visitors with 401', async () => {
    expect((await recommendations()).statusCode).toBe(401);
    expect((await view(undefined, viewOf('article', 'x'))).statusCode).toBe(401);
  });

  it('is empty for a reader with no preferences and no activity', async () => {
    const { cookie } = await createUser(t);
    const res = await recommendations(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('picks published items matching the reader’s interests and city, with reasons and no personal data', async () => {
    const { cookie } = await createUser(t);
    await t.app.inject({ method: 'PUT', url: '/api/preferences', payload: settings(), headers: { cookie } });
    const picks = (await recommendations(cookie)).json() as {
      contentType: string;
      content: Record<string, string>;
      score: number;
      reason: string;
    }[];
    const names = picks.map((p) => p.content.title ?? p.content.name);
    expect(names).toEqual(expect.arrayContaining(['Wing night', 'Taco trail', 'Anchor Bar']));
    expect(names).not.toContain('Secret menu');
    expect(names).not.toContain('Council vote');
    const wings = picks.find((p) => p.content.title === 'Wing night');
    expect(wings).toMatchObject({
      contentType: 'article',
      content: { id: ids['Wing night'], excerpt: 'Best wings', category: 'Food & Dining', city: 'buffalo' },
      reason: 'Because you follow Food & Dining in Buffalo',
    });
    expect(wings?.score).toBeGreaterThan(0);
    expect(wings?.score).toBeLessThanOrEqual(1);
    expect(JSON.stringify(picks)).not.toContain('owner@anchor.example');
    // Saved with an expiry, and the same answer comes back from the store.
    const [stored] = await t.database.db
      .select()
      .from(contentRecommendations)
      .where(eq(contentRecommendations.contentId, ids['Wing night'] ?? ''));
    expect(stored?.expiresAt?.getTime()).toBeGreaterThan(Date.now());
    expect((await recommendations(cookie)).json()).toEqual(picks);
  });

  it('follows a change of interests at once', async () => {
    const { cookie } = await createUser(t);
    await t.app.inject({ method: 'PUT', url: '/api/preferences', payload: settings(), headers: { cookie } });
    await recommendations(cookie);
    await t.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      payload: settings({ interests: '["local-news"]' }),
      headers: { cookie },
    });
    const names = ((await recommendations(cookie)).json() as { content: { title?: string } }[]).map(
      (p) => p.content.title,
    );
    expect(names).toEqual(['Council vote']);
  });

  it('leaves out what the reader viewed, and learns from views alone', async () => {
    const { cookie, id } = await createUser(t);
    const res = await view(cookie, viewOf('article', ids['Wing night'] ?? ''));
    expect(res.statusCode).toBe(204);
    const [stored] = await t.database.db.select().from(userActivity).where(eq(userActivity.userId, id));
    expect(stored).toMatchObject({
      contentType: 'article',
      actionType: 'view',
      category: 'Food & Dining',
      city: 'buffalo',
    });
    const picks = (await recommendations(cookie)).json() as {
      content: { id: string; title?: string };
      reason: string;
    }[];
    expect(picks.map((p) => p.content.id)).not.toContain(ids['Wing night']);
    expect(picks.find((p) => p.content.title === 'Taco trail')?.reason).toBe(
      'Because you recently viewed Food & Dining in Buffalo',
    );
  });
});

describe('POST /api/activity', () => {
  it('validates the record and refuses unknown or unpublished content', async () => {
    const { cookie } = await createUser(t);
    const bad = await view(cookie, { contentType: 'poem', contentId: '', actionType: 'like' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json().errors as { path: string }[]).map((e) => e.path)).toEqual(
      expect.arrayContaining(['contentType', 'contentId', 'actionType']),
    );
    expect((await view(cookie, viewOf('article', ids['Secret menu'] ?? ''))).statusCode).toBe(404);
    expect((await view(cookie, viewOf('event', ids['Food truck rally'] ?? ''))).statusCode).toBe(204);
  });
});

describe('API documentation', () => {
  it('describes the personal routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths as object);
    expect(paths).toEqual(expect.arrayContaining(['/api/preferences', '/api/recommendations', '/api/activity']));
  });
});
