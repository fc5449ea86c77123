import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../../db/schema';
import { newsroomTestApp, type NewsroomTest } from './testing';
import { eq } from 'drizzle-orm';
import { createArticle } from '../../../test/factories';

let t: NewsroomTest;
beforeAll(async () => {
  t = await newsroomTestApp();
});
afterAll(() => t.close());

const post = (payload: object, cookie = t.editor.cookie) =>
  t.app.inject({ method: 'POST', url: '/api/admin/content/articles', headers: { cookie }, payload });
const patch = (id: string, payload: object, cookie = t.editor.cookie) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/content/articles/${id}`, headers: { cookie }, payload });
const later = (minutes: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + minutes * 60_000);
};
const READY = {
  title: 'Lake effect',
  excerpt: 'Snow, again.',
  category: 'Community',
  city: 'buffalo',
  imageUrl: '/media/demo/snow.svg',
  imageAlt: 'Snow on a bus stop',
};

describe('article bodies are sanitized with an allowlist', () => {
  const hostile: [string, string, RegExp[]][] = [
    ['a script', '<p>Hi</p><script>alert(1)</script>', [/<script/i, /alert/]],
    [
      'an event handler',
      '<p onclick="steal()">Hi</p><img src="/uploads/x" onerror="steal()">',
      [/onclick/i, /onerror/i, /steal/],
    ],
    ['a javascript: link', '<p><a href="javascript:alert(1)">click</a></p>', [/javascript:/i]],
    ['an encoded javascript: link', '<p><a href="jav&#x09;ascript:alert(1)">click</a></p>', [/ascript:/i]],
    ['a data: image', '<p><img src="data:text/html;base64,PHNjcmlwdD4="></p>', [/data:/i]],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>x</p>', [/iframe/i, /evil/]],
    ['inline styles', '<p style="position:fixed;top:0">x</p>', [/style=/i]],
    ['an svg with script', '<svg><script>alert(1)</script></svg><p>x</p>', [/svg/i, /alert/]],
    ['a form', '<form action="https://evil.example"><input name="pw"></form><p>x</p>', [/form/i, /input/i]],
    ['a protocol-relative link', '<p><a href="//evil.example">x</a></p>', [/evil\.example/]],
  ];
  it.each(hostile)('drops %s', async (_name, html, forbidden) => {
    const res = await post({ title: 'Hostile', html });
    expect(res.statusCode, res.body).toBe(201);
    const { contentHtml, doc } = res.json<{ contentHtml: string; doc: unknown }>();
    for (const pattern of forbidden) {
      expect(contentHtml).not.toMatch(pattern);
      expect(JSON.stringify(doc)).not.toMatch(pattern);
    }
  });

  it('keeps the story: headings, bold, italic, links with rel="noopener", lists, quotes, captioned images', async () => {
    const html =
      '<h2>Plows</h2><p>The <strong>city</strong> is <em>ready</em>, says <a href="https://city.example/plows" target="_blank">the city</a>.</p>' +
      '<ul><li><p>salt</p></li></ul><ol><li><p>one</p></li></ol><blockquote><p>Ready.</p></blockquote>' +
      '<figure><img src="/uploads/abc" alt="A plow"><figcaption>Night shift</figcaption></figure>';
    const res = await post({ title: 'Friendly', html });
    const { contentHtml, doc, content } = res.json<{ contentHtml: string; doc: { type: string }; content: string }>();
    expect(contentHtml).toContain('<h2>Plows</h2>');
    expect(contentHtml).toContain('<strong>city</strong>');
    expect(contentHtml).toContain('<em>ready</em>');
    expect(contentHtml).toContain('<a href="https://city.example/plows" rel="noopener">the city</a>');
    expect(contentHtml).toContain('<blockquote>');
    expect(contentHtml).toMatch(
      /<figure><img src="\/uploads\/abc" alt="A plow"[^>]*><figcaption>Night shift<\/figcaption><\/figure>/,
    );
    expect(doc.type).toBe('doc');
    expect(content).toContain('The city is ready');
  });

  it("accepts the editor's document and renders it on the server", async () => {
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Bold', marks: [{ type: 'bold' }] },
            { type: 'text', text: ' and ' },
            { type: 'text', text: 'evil', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
            { type: 'text', text: ' and ' },
            { type: 'text', text: 'good', marks: [{ type: 'link', attrs: { href: 'https://ok.example' } }] },
          ],
        },
      ],
    };
    const res = await post({ title: 'From the editor', doc });
    expect(res.statusCode, res.body).toBe(201);
    const { contentHtml } = res.json<{ contentHtml: string }>();
    expect(contentHtml).toContain('<strong>Bold</strong>');
    expect(contentHtml).toContain('<a href="https://ok.example" rel="noopener">good</a>');
    expect(contentHtml).not.toMatch(/javascript/i);
  });

  it('refuses a document with nodes the editor does not know', async () => {
    const res = await post({ title: 'Odd', doc: { type: 'doc', content: [{ type: 'script', text: 'x' }] } });
    expect(res.statusCode).toBe(400);
  });
});

describe('publishing an article', () => {
  it('takes a cleared publish date as "now" on a new draft and as "unchanged" on an edit', async () => {
    const created = await post({ title: 'No date yet', publishDate: null });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().publishDate).toEqual(expect.any(String));
    const edited = await patch(created.json().id, { publishDate: null });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().publishDate).toBe(created.json().publishDate);
  });

  it('needs alt text whenever there is a cover, and a cover, excerpt and category to publish', async () => {
    const noAlt = await post({ title: 'x', imageUrl: '/media/demo/a.svg' });
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().errors.map((e: { path: string }) => e.path)).toContain('imageAlt');
    const bare = await post({ title: 'x', status: 'published' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['imageUrl', 'excerpt', 'category']),
    );
  });

  it('publishes the sanitized HTML on the public page; the byline defaults to the editor', async () => {
    const res = await post({ ...READY, status: 'published', html: '<p>Hello <b>there</b></p><script>x</script>' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().author).toBe('Eddie editor');
    const pub = await t.app.inject({ method: 'GET', url: `/api/articles/${res.json().id}` });
    expect(pub.json()).toMatchObject({
      contentHtml: '<p>Hello <strong>there</strong></p>',
      content: 'Hello there',
      imageAlt: 'Snow on a bus stop',
    });
  });

  it("moves every page by offset of the public list on by one, the list's marks included", async () => {
    await t.database.db.insert(articles).values(
      Array.from({ length: 80 }, (_, i) => ({
        title: `Older ${i}`,
        excerpt: 'Excerpt',
        content: 'Text',
        category: 'Community',
        author: 'Writer',
        imageUrl: '/media/story.jpg',
        city: 'atlanta',
        status: 'published',
        publishDate: new Date(Date.UTC(2026, 5, 1) - i * 60_000),
      })),
    );
    const page = async (offset: number) => {
      const res = await t.app.inject({ url: `/api/articles?city=atlanta&category=Community&limit=5&offset=${offset}` });
      return res.json<{ id: string }[]>().map((story) => story.id);
    };
    // Past the first mark (at 50 stories): the marks are read and kept, and so is this page.
    const before = await page(60);
    const res = await post({ ...READY, city: 'atlanta', status: 'published' });
    expect(res.statusCode, res.body).toBe(201);
    // A page not asked for before: from marks read again, not the ones kept before the story.
    expect(await page(61)).toEqual(before);
    expect((await page(60)).slice(1)).toEqual(before.slice(0, 4));
  });

  it('keeps rendering the plain-text stories, which have no HTML', async () => {
    const [row] = await t.database.db
      .insert(articles)
      .values({
        title: 'Old story',
        excerpt: 'From the archive',
        content: 'First paragraph.\n\nSecond.',
        category: 'Community',
        author: 'Archive',
        imageUrl: '/media/demo/old.svg',
        city: 'rochester',
        status: 'published',
      })
      .returning();
    const pub = await t.app.inject({ method: 'GET', url: `/api/articles/${row!.id}` });
    expect(pub.json()).toMatchObject({ content: 'First paragraph.\n\nSecond.', contentHtml: null });
  });

  it('lets staff read a draft (the preview) that the public cannot', async () => {
    const draft = (await post({ ...READY, html: '<p>Secret</p>' })).json<{ id: string }>();
    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/admin/content/articles/${draft.id}`,
      headers: { cookie: t.editor.cookie },
    });
    expect(staff.json().contentHtml).toBe('<p>Secret</p>');
    expect((await t.app.inject({ method: 'GET', url: `/api/articles/${draft.id}` })).statusCode).toBe(404);
  });
});

describe('revisions', () => {
  it('keeps the last 20 saves, folds quick autosaves into one, and restores an older one', async () => {
    const { id } = (await post({ ...READY, title: 'Version 0' })).json<{ id: string }>();
    // Autosaves a few seconds apart update the newest revision rather than adding one each.
    later(3);
    await patch(id, { title: 'Version 1 draft' });
    await patch(id, { title: 'Version 1' });
    const revisionsUrl = `/api/admin/content/articles/${id}/revisions`;
    let revs = (await t.app.inject({ method: 'GET', url: revisionsUrl, headers: { cookie: t.editor.cookie } })).json<
      { id: string; title: string }[]
    >();
    expect(revs.map((r) => r.title)).toEqual(['Version 1', 'Version 0']);
    for (let i = 2; i <= 25; i++) {
      later(3);
      await patch(id, { title: `Version ${i}` });
    }
    revs = (await t.app.inject({ method: 'GET', url: revisionsUrl, headers: { cookie: t.editor.cookie } })).json();
    expect(revs).toHaveLength(20);
    expect(revs[0]!.title).toBe('Version 25');
    expect(revs[19]!.title).toBe('Version 6');

    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/admin/content/articles/${id}/revisions/${revs[19]!.id}/restore`,
      headers: { cookie: t.editor.cookie },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().title).toBe('Version 6');
    const member = await t.app.inject({ method: 'GET', url: revisionsUrl, headers: { cookie: t.member.cookie } });
    expect(member.statusCode).toBe(403);
  });
});

describe('categories', () => {
  it('renaming one moves the stories filed under it along', async () => {
    const h = { cookie: t.editor.cookie };
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: h,
      payload: { name: 'Parks' },
    });
    const story = await createArticle(t.database.db, { category: 'Parks', title: 'New benches' });
    const other = await createArticle(t.database.db, { category: 'Community', title: 'Block party' });
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/categories/${made.json().id}`,
      headers: h,
      payload: { name: 'Parks & Trails' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const categoryOf = async (id: string) =>
      (await t.database.db.select({ c: articles.category }).from(articles).where(eq(articles.id, id)))[0]?.c;
    expect(await categoryOf(story.id)).toBe('Parks & Trails');
    expect(await categoryOf(other.id)).toBe('Community');
  });

  it('staff create, rename and delete them; duplicates are refused; every change is audited', async () => {
    const h = { cookie: t.editor.cookie };
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: h,
      payload: { name: 'Transit' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: h,
      payload: { name: 'transit' },
    });
    expect(dup.statusCode).toBe(409);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/categories/${made.json().id}`,
      headers: h,
      payload: { name: 'Transit & Roads', color: '#10B981' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Transit & Roads', color: '#10B981' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/categories' })).json().map((c: { name: string }) => c.name),
    ).toContain('Transit & Roads');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/categories/${made.json().id}`, headers: h })).statusCode,
    ).toBe(204);
    const member = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: { cookie: t.member.cookie },
      payload: {},
    });
    expect(member.statusCode).toBe(403);
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?entity=category:${made.json().id}`,
      headers: { cookie: t.admin.cookie },
    });
    expect(audit.json().map((e: { action: string }) => e.action)).toEqual([
      'category.delete',
      'category.update',
      'category.create',
    ]);
  });
});
