import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_KINDS } from '../../../../shared/newsroom/content';
import { newsroomTestApp, SAMPLE_BODIES, type NewsroomTest } from './testing';
import { isVisible } from './visibility-probe';

let t: NewsroomTest;
beforeAll(async () => {
  t = await newsroomTestApp();
});
afterAll(() => t.close());

const inSeconds = (s: number) => new Date(t.clock.now.getTime() + s * 1000).toISOString();
const later = (s: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + s * 1000);
};
const ARTICLE = {
  ...SAMPLE_BODIES.articles,
  imageUrl: '/media/demo/cover.svg',
  imageAlt: 'A plow at night',
  featured: true,
};

describe('scheduled items go public at their publish date, with nobody acting', () => {
  it.each(CONTENT_KINDS)('%s', async (kind) => {
    const body = kind === 'articles' ? ARTICLE : SAMPLE_BODIES[kind];
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/content/${kind}`,
      headers: { cookie: t.editor.cookie },
      payload: { ...body, status: 'scheduled', publishDate: inSeconds(60) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, isPublic } = res.json<{ id: string; isPublic: boolean }>();
    expect(isPublic).toBe(false);
    expect(await isVisible(t, kind, id)).toBe(false);
    later(59);
    expect(await isVisible(t, kind, id)).toBe(false);
    later(1);
    expect(await isVisible(t, kind, id)).toBe(true);
  });
});

describe('the public-read cache', () => {
  it('does not serve a list cached before the publish instant after it, even within its lifetime', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/articles',
      headers: { cookie: t.editor.cookie },
      payload: {
        ...ARTICLE,
        title: 'Five seconds out',
        city: 'charlotte',
        status: 'scheduled',
        publishDate: inSeconds(5),
      },
    });
    const { id } = res.json<{ id: string }>();
    const list = () => t.app.inject({ method: 'GET', url: '/api/articles?city=charlotte' });
    const featured = () => t.app.inject({ method: 'GET', url: '/api/articles/featured?city=charlotte' });
    // Filled now, while the story is not yet due (the cache keeps a list for 20 seconds).
    expect((await list()).json<{ id: string }[]>().map((a) => a.id)).not.toContain(id);
    expect((await featured()).statusCode).toBe(404);
    later(5);
    expect((await list()).json<{ id: string }[]>().map((a) => a.id)).toContain(id);
    expect((await featured()).json().id).toBe(id);
  });

  it('knows the deadlines of items scheduled before the server started', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/events',
      headers: { cookie: t.editor.cookie },
      payload: { ...SAMPLE_BODIES.events, title: 'Restart-proof', status: 'scheduled', publishDate: inSeconds(5) },
    });
    const { id } = res.json<{ id: string }>();
    // A second app on the same database stands for a restarted server.
    const { buildApp } = await import('../../../app');
    const { storageFromConfig } = await import('../../../adapters/storage');
    const { disabledPayments } = await import('../../../adapters/payments');
    const second = await buildApp({
      config: t.config,
      database: t.database,
      mailer: t.mailer,
      storage: storageFromConfig(t.config),
      payments: disabledPayments(),
      now: () => t.clock.now,
    });
    await second.ready();
    try {
      const list = () => second.inject({ method: 'GET', url: '/api/events?city=rochester&limit=100' });
      expect((await list()).json<{ id: string }[]>().map((e) => e.id)).not.toContain(id);
      later(5);
      expect((await list()).json<{ id: string }[]>().map((e) => e.id)).toContain(id);
    } finally {
      await second.close();
    }
  });
});
