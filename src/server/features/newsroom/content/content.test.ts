import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_KINDS, type ContentKind } from '../../../../shared/newsroom/content';
import { newsroomTestApp, SAMPLE_BODIES, type NewsroomTest } from './testing';
import { isVisible as visible } from './visibility-probe';

const isVisible = Object.fromEntries(CONTENT_KINDS.map((k) => [k, (id: string) => visible(t, k, id)])) as Record<
  ContentKind,
  (id: string) => Promise<boolean>
>;

let t: NewsroomTest;
beforeAll(async () => {
  t = await newsroomTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('who may use the staff content API', () => {
  it('answers 401 to visitors and 403 to members, before looking at the body', async () => {
    for (const kind of CONTENT_KINDS) {
      expect((await call('GET', `/api/admin/content/${kind}`)).statusCode).toBe(401);
      // An invalid body still gets the role answer, not a validation error.
      expect((await call('POST', `/api/admin/content/${kind}`, undefined, { nonsense: 1 })).statusCode).toBe(401);
      expect((await call('POST', `/api/admin/content/${kind}`, t.member.cookie, { nonsense: 1 })).statusCode).toBe(403);
      expect((await call('GET', `/api/admin/content/${kind}?limit=9999`, t.member.cookie)).statusCode).toBe(403);
    }
    const contributor = await t.signUp('contributor');
    expect((await call('GET', '/api/admin/content/articles', contributor.cookie)).statusCode).toBe(403);
  });

  it('lets editors and admins in', async () => {
    expect((await call('GET', '/api/admin/content/articles', t.editor.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/content/articles', t.admin.cookie)).statusCode).toBe(200);
  });
});

describe.each(CONTENT_KINDS)('%s: create, edit, publish, unpublish, delete', (kind) => {
  it('walks one item through its life and the public only sees it while published', async () => {
    const created = await call('POST', `/api/admin/content/${kind}`, t.editor.cookie, SAMPLE_BODIES[kind]);
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json<{ id: string; status: string; isPublic: boolean }>();
    expect(item.status).toBe('draft');
    expect(item.isPublic).toBe(false);
    expect(await isVisible[kind](item.id)).toBe(false);

    const read = await call('GET', `/api/admin/content/${kind}/${item.id}`, t.editor.cookie);
    expect(read.statusCode).toBe(200);

    const edited = await call('PATCH', `/api/admin/content/${kind}/${item.id}`, t.editor.cookie, {
      status: 'published',
      ...(kind === 'articles' ? { imageUrl: '/media/demo/cover.svg', imageAlt: 'Plows in a row' } : {}),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().isPublic).toBe(true);
    expect(edited.json().publishDate).toBe(t.clock.now.toISOString());
    expect(await isVisible[kind](item.id)).toBe(true);

    const unpublished = await call('PATCH', `/api/admin/content/${kind}/${item.id}`, t.editor.cookie, {
      status: 'unpublished',
    });
    expect(unpublished.json().isPublic).toBe(false);
    expect(await isVisible[kind](item.id)).toBe(false);

    const listed = await call('GET', `/api/admin/content/${kind}?status=unpublished`, t.editor.cookie);
    expect(listed.json<{ id: string }[]>().map((i) => i.id)).toContain(item.id);
    expect(Number(listed.headers['x-total-count'])).toBeGreaterThanOrEqual(1);

    expect((await call('DELETE', `/api/admin/content/${kind}/${item.id}`, t.editor.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/content/${kind}/${item.id}`, t.editor.cookie)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/admin/content/${kind}/${item.id}`, t.editor.cookie, { status: 'draft' })).statusCode,
    ).toBe(404);
  });

  it('refuses a body without its required fields with field errors', async () => {
    const res = await call('POST', `/api/admin/content/${kind}`, t.editor.cookie, { status: 'bogus' });
    expect(res.statusCode).toBe(400);
    const paths = res.json<{ errors: { path: string }[] }>().errors.map((e) => e.path);
    expect(paths).toContain('status');
  });

  it('refuses a scheduled item without a publish date', async () => {
    const res = await call('POST', `/api/admin/content/${kind}`, t.editor.cookie, {
      ...SAMPLE_BODIES[kind],
      status: 'scheduled',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toContain('publishDate');
  });
});

describe('lists', () => {
  it('search by words, filter by city and category, newest first, paged', async () => {
    const make = async (name: string, city: string) => {
      t.clock.now = new Date(t.clock.now.getTime() + 1000);
      const res = await call('POST', '/api/admin/content/businesses', t.admin.cookie, {
        ...SAMPLE_BODIES.businesses,
        name,
        city,
      });
      return res.json<{ id: string }>().id;
    };
    const a = await make('Lakeside Books', 'buffalo');
    const b = await make('Lakeside Tea', 'buffalo');
    await make('Lakeside Shoes', 'atlanta');
    const res = await call(
      'GET',
      '/api/admin/content/businesses?q=lakeside&city=buffalo&category=food%20%26%20dining&limit=1',
      t.admin.cookie,
    );
    expect(res.json<{ id: string }[]>().map((i) => i.id)).toEqual([b]);
    expect(res.headers['x-total-count']).toBe('2');
    const next = await call(
      'GET',
      '/api/admin/content/businesses?q=lakeside&city=buffalo&limit=1&offset=1',
      t.admin.cookie,
    );
    expect(next.json<{ id: string }[]>().map((i) => i.id)).toEqual([a]);
  });

  it('ignores an owner sent by the client', async () => {
    const res = await call('POST', '/api/admin/content/artists', t.editor.cookie, {
      ...SAMPLE_BODIES.artists,
      userId: t.member.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().userId).toBeNull();
  });
});

describe('artists: gallery items and music tracks', () => {
  it('adds, edits and removes them under the artist', async () => {
    const artist = (await call('POST', '/api/admin/content/artists', t.editor.cookie, SAMPLE_BODIES.artists)).json<{
      id: string;
    }>();
    const base = `/api/admin/content/artists/${artist.id}`;
    const g = await call('POST', `${base}/gallery`, t.editor.cookie, {
      title: 'Lake at dawn',
      imageUrl: '/media/demo/lake.svg',
    });
    expect(g.statusCode, g.body).toBe(201);
    const track = await call('POST', `${base}/tracks`, t.editor.cookie, {
      title: 'Shoreline',
      genre: 'Folk',
      audioUrl: '/media/demo/a.wav',
    });
    expect(track.statusCode, track.body).toBe(201);
    expect(track.json().artist).toBe('Lena Ray');
    const patched = await call('PATCH', `${base}/gallery/${g.json().id}`, t.editor.cookie, { title: 'Lake at dusk' });
    expect(patched.json().title).toBe('Lake at dusk');
    expect((await call('GET', `${base}/tracks`, t.editor.cookie)).json()).toHaveLength(1);
    expect((await call('DELETE', `${base}/tracks/${track.json().id}`, t.editor.cookie)).statusCode).toBe(204);
    expect((await call('GET', `${base}/tracks`, t.editor.cookie)).json()).toHaveLength(0);
    expect((await call('GET', `/api/admin/content/artists/nope/gallery`, t.editor.cookie)).statusCode).toBe(404);
    expect((await call('POST', `${base}/gallery`, t.member.cookie, {})).statusCode).toBe(403);
  });
});
