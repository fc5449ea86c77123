import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ventPosts } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';

/** A Vent Room post may name a neighbourhood of its city; the server checks it whatever the form offered. */
let t: TestContext;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (over: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/vent/posts',
    remoteAddress: `10.9.0.${(ip += 1)}`,
    payload: {
      title: 'Potholes on Elmwood',
      content: 'Three on one block.',
      authorName: 'Robin',
      authorEmail: 'robin@example.com',
      city: 'buffalo',
      ...over,
    },
  });

describe('POST /api/vent/posts with a neighbourhood', () => {
  it("keeps one of the city's neighbourhoods, and none when left blank", async () => {
    const res = await send({ neighbourhood: 'elmwood-village' });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(ventPosts).where(eq(ventPosts.id, res.json().id));
    expect(row?.neighbourhood).toBe('elmwood-village');
    const blank = await send({ neighbourhood: '' });
    expect(blank.statusCode, blank.body).toBe(201);
    const [none] = await t.database.db.select().from(ventPosts).where(eq(ventPosts.id, blank.json().id));
    expect(none?.neighbourhood).toBeNull();
  });

  it("refuses another city's or an unknown neighbourhood on the field", async () => {
    const other = await send({ neighbourhood: 'buckhead' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      message: 'Choose a neighbourhood in Buffalo.',
      errors: [{ path: 'neighbourhood', message: 'Choose a neighbourhood in Buffalo.' }],
    });
    const defaulted = await send({ city: undefined, neighbourhood: 'elmwood-village' });
    expect(defaulted.json().errors).toEqual([
      { path: 'neighbourhood', message: 'Choose a neighbourhood in Rochester.' },
    ]);
  });
});
