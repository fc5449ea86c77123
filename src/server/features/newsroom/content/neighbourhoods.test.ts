import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsroomTestApp, SAMPLE_BODIES, type NewsroomTest } from './testing';

/** Staff place an article, a business or an event in one of its city's neighbourhoods, and only there. */
let t: NewsroomTest;
beforeAll(async () => {
  t = await newsroomTestApp();
});
afterAll(() => t.close());

type Kind = 'articles' | 'businesses' | 'events';
const create = (kind: Kind, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/content/${kind}`,
    headers: { cookie: t.editor.cookie },
    payload: { ...SAMPLE_BODIES[kind], ...payload },
  });
const patch = (kind: Kind, id: string, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/content/${kind}/${id}`,
    headers: { cookie: t.editor.cookie },
    payload,
  });
const fieldErrors = (res: { json(): unknown }) => (res.json() as { errors?: unknown[] }).errors;

describe.each(['articles', 'businesses', 'events'] as const)('the newsroom editor of %s', (kind) => {
  it("saves one of the city's neighbourhoods, and clears it when blank", async () => {
    const res = await create(kind, { city: 'buffalo', neighbourhood: 'allentown' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ neighbourhood: 'allentown' });
    const cleared = await patch(kind, res.json().id, { neighbourhood: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ neighbourhood: null });
  });

  it("refuses another city's neighbourhood with a field error a person understands", async () => {
    const res = await create(kind, { city: 'buffalo', neighbourhood: 'park-avenue' });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual([{ path: 'neighbourhood', message: 'Choose a neighbourhood in Buffalo.' }]);
  });

  it('checks the neighbourhood against the city as saved when a change names only one of them', async () => {
    const made = await create(kind, { city: 'rochester', neighbourhood: 'park-avenue' });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as string;
    const moved = await patch(kind, id, { city: 'atlanta' });
    expect(moved.statusCode).toBe(400);
    expect(fieldErrors(moved)).toEqual([{ path: 'neighbourhood', message: 'Choose a neighbourhood in Atlanta.' }]);
    const wrong = await patch(kind, id, { neighbourhood: 'midtown' });
    expect(fieldErrors(wrong)).toEqual([{ path: 'neighbourhood', message: 'Choose a neighbourhood in Rochester.' }]);
    const both = await patch(kind, id, { city: 'atlanta', neighbourhood: 'midtown' });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json()).toMatchObject({ city: 'atlanta', neighbourhood: 'midtown' });
  });
});

describe('a published story in a neighbourhood', () => {
  it('reads "Park Avenue" on its page and in the list', async () => {
    const res = await create('articles', {
      city: 'rochester',
      neighbourhood: 'park-avenue',
      status: 'published',
      imageUrl: '/media/demo/cover.svg',
      imageAlt: 'A street',
    });
    expect(res.statusCode, res.body).toBe(201);
    const page = await t.app.inject({ method: 'GET', url: `/api/articles/${res.json().id}` });
    expect(page.json()).toMatchObject({ neighbourhood: 'park-avenue', neighbourhoodName: 'Park Avenue' });
    const list = await t.app.inject({ method: 'GET', url: '/api/articles?city=rochester&neighbourhood=park-avenue' });
    expect(list.json()).toEqual([expect.objectContaining({ id: res.json().id, neighbourhoodName: 'Park Avenue' })]);
  });
});
