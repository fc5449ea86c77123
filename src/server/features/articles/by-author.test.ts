import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { createArticle } from '../../test/factories';
import { OFFSET_CAP, TOTAL_COUNT_HEADER } from '../../../shared/query-params';

/** A reader lists one contributor's stories (the byline links to `/articles?author=`). */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  const story = (title: string, author: string, city: 'rochester' | 'buffalo', status = 'published', day = 1) =>
    createArticle(t.database.db, {
      title,
      author,
      city,
      status,
      publishDate: new Date(Date.UTC(2026, 0, day)),
    });
  await story('Ice on the canal', 'Ana Ruiz', 'rochester', 'published', 1);
  await story('The lake in March', 'Ana Ruiz', 'buffalo', 'published', 2);
  await story('A market reopens', 'Ana Ruiz', 'rochester', 'published', 3);
  await story('Not finished yet', 'Ana Ruiz', 'rochester', 'draft', 4);
  await story('Council votes', 'Ben Okafor', 'rochester', 'published', 5);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const titles = (res: { json(): unknown }) => (res.json() as { title: string }[]).map((story) => story.title);

describe('GET /api/articles?author=', () => {
  it("lists a contributor's published stories newest first, and only theirs", async () => {
    const res = await get('/api/articles?author=Ana%20Ruiz');
    expect(res.statusCode).toBe(200);
    expect(titles(res)).toEqual(['A market reopens', 'The lake in March', 'Ice on the canal']);
    expect(res.headers[TOTAL_COUNT_HEADER]).toBe('3');
    expect(titles(await get('/api/articles?author=Ben%20Okafor'))).toEqual(['Council votes']);
  });

  it('combines with the other filters and pages by cursor like the whole list', async () => {
    expect(titles(await get('/api/articles?author=Ana%20Ruiz&city=rochester'))).toEqual([
      'A market reopens',
      'Ice on the canal',
    ]);
    const first = await get('/api/articles?author=Ana%20Ruiz&limit=2');
    expect(titles(first)).toEqual(['A market reopens', 'The lake in March']);
    expect(first.headers['x-has-more']).toBe('true');
    const next = await get(`/api/articles?author=Ana%20Ruiz&limit=2&cursor=${String(first.headers['x-next-cursor'])}`);
    expect(titles(next)).toEqual(['Ice on the canal']);
    expect(next.headers['x-has-more']).toBe('false');
  });

  it('answers an empty list for a name nobody writes under, and treats a blank author as none', async () => {
    expect(titles(await get('/api/articles?author=Nobody%20Here'))).toEqual([]);
    expect(titles(await get('/api/articles?author=&city=buffalo'))).toEqual(['The lake in March']);
  });

  it('refuses an author name longer than 100 characters with a 400 that says so', async () => {
    const res = await get(`/api/articles?author=${'a'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/at most 100 characters/);
  });
});

describe('deep pages of a public list', () => {
  it('answer offsets up to the cap, and past it a 400 that says to read on by cursor', async () => {
    expect((await get(`/api/articles?offset=${OFFSET_CAP}`)).statusCode).toBe(200);
    const res = await get(`/api/articles?offset=${OFFSET_CAP + 1}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `offset must be a whole number from 0 to ${OFFSET_CAP}; read further pages with cursor, the X-Next-Cursor of the page before.`,
    );
    const businesses = await get(`/api/businesses?offset=${OFFSET_CAP + 1}`);
    expect(businesses.statusCode).toBe(400);
    expect(businesses.json().message).toMatch(/narrow the list with a filter/);
  });
});
