import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { artists, deals, savedItems, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { createArticle, createBusiness, createEvent, createUser, type TestUser } from '../../test/factories';

let t: TestContext;
let ada: TestUser;
let ben: TestUser;
const ids = {} as Record<'story' | 'draft' | 'shop' | 'show' | 'deal' | 'expired' | 'painter', string>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ada = await createUser(t, { firstName: 'Ada' });
  ben = await createUser(t, { firstName: 'Ben' });
  ids.story = (await createArticle(db, { title: 'Wing night' })).id;
  ids.draft = (await createArticle(db, { title: 'Secret menu', status: 'draft' })).id;
  ids.shop = (await createBusiness(db, { name: 'Anchor Bar' })).id;
  ids.show = (await createEvent(db, { title: 'Jazz at the lake', date: '2099-07-04', city: 'buffalo' })).id;
  const [deal] = await db
    .insert(deals)
    .values({
      title: 'Two for one wings',
      description: 'Tuesdays',
      category: 'Food',
      businessName: 'Anchor Bar',
      businessEmail: 'deals@anchor.example',
      imageUrl: '/media/d.svg',
    })
    .returning();
  const [expired] = await db
    .insert(deals)
    .values({
      title: 'Last summer',
      description: 'Gone',
      category: 'Food',
      businessName: 'Anchor Bar',
      businessEmail: 'deals@anchor.example',
      imageUrl: '/media/d.svg',
      validUntil: new Date('2020-01-01T00:00:00Z'),
    })
    .returning();
  const [painter] = await db
    .insert(artists)
    .values({ name: 'Marisol Vega', bio: 'Murals', medium: 'Painting' })
    .returning();
  ids.deal = deal!.id;
  ids.expired = expired!.id;
  ids.painter = painter!.id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie?: string) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
const savedList = async (cookie: string) =>
  (await call('GET', '/api/saved', cookie)).json() as {
    kind: string;
    id: string;
    title: string;
    link: string;
    date: string | null;
  }[];

describe('saving items', () => {
  it('refuses visitors who are not signed in with 401', async () => {
    expect((await call('PUT', `/api/saved/events/${ids.show}`)).statusCode).toBe(401);
    expect((await call('GET', '/api/saved')).statusCode).toBe(401);
    expect((await call('GET', `/api/saved/events/${ids.show}`)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/saved/calendar-feed' })).statusCode).toBe(401);
  });

  it('saves and removes an event, twice over without error or duplicates', async () => {
    const url = `/api/saved/events/${ids.show}`;
    expect((await call('GET', url, ada.cookie)).json()).toEqual({ saved: false });
    for (let i = 0; i < 2; i++) {
      const res = await call('PUT', url, ada.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ saved: true });
    }
    expect((await call('GET', url, ada.cookie)).json()).toEqual({ saved: true });
    const rows = await t.database.db.select().from(savedItems).where(eq(savedItems.userId, ada.id));
    expect(rows).toHaveLength(1);
    for (let i = 0; i < 2; i++) {
      const res = await call('DELETE', url, ada.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ saved: false });
    }
    expect((await call('GET', url, ada.cookie)).json()).toEqual({ saved: false });
    expect(await savedList(ada.cookie)).toEqual([]);
  });

  it('answers 404 for an item that does not exist or is not public, and 400 for an unknown kind', async () => {
    expect((await call('PUT', '/api/saved/events/no-such-event', ada.cookie)).statusCode).toBe(404);
    expect((await call('PUT', `/api/saved/articles/${ids.draft}`, ada.cookie)).statusCode).toBe(404);
    expect((await call('PUT', `/api/saved/deals/${ids.expired}`, ada.cookie)).statusCode).toBe(404);
    // An event id under another kind is no article.
    expect((await call('PUT', `/api/saved/articles/${ids.show}`, ada.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/saved/events/no-such-event', ada.cookie)).statusCode).toBe(404);
    expect((await call('PUT', `/api/saved/recipes/${ids.show}`, ada.cookie)).statusCode).toBe(400);
    expect(await savedList(ada.cookie)).toEqual([]);
  });

  it('lists every kind newest first with title, link and the event date, and shows nobody else’s', async () => {
    const order = [
      ['articles', ids.story],
      ['businesses', ids.shop],
      ['deals', ids.deal],
      ['artists', ids.painter],
      ['events', ids.show],
    ] as const;
    for (const [kind, id] of order) {
      expect((await call('PUT', `/api/saved/${kind}/${id}`, ada.cookie)).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 5));
    }
    const list = await savedList(ada.cookie);
    expect(list.map((i) => i.kind)).toEqual(['events', 'artists', 'deals', 'businesses', 'articles']);
    expect(list[0]).toMatchObject({ title: 'Jazz at the lake', link: `/events/${ids.show}`, date: '2099-07-04' });
    expect(list.find((i) => i.kind === 'articles')).toMatchObject({
      title: 'Wing night',
      link: `/articles/${ids.story}`,
      date: null,
    });
    expect(list.find((i) => i.kind === 'deals')).toMatchObject({ title: 'Two for one wings', link: '/marketplace' });
    expect(list.find((i) => i.kind === 'artists')).toMatchObject({ link: `/artist/${ids.painter}` });

    // Another member sees none of Ada's items, and their own state of the same event is "not saved".
    expect(await savedList(ben.cookie)).toEqual([]);
    expect((await call('GET', `/api/saved/events/${ids.show}`, ben.cookie)).json()).toEqual({ saved: false });
    // Ben removing "his" copy leaves Ada's alone.
    await call('DELETE', `/api/saved/events/${ids.show}`, ben.cookie);
    expect((await savedList(ada.cookie)).map((i) => i.kind)).toContain('events');
  });

  it('leaves out an item once it is no longer public, and lets its saver remove it', async () => {
    await t.database.db.update(artists).set({ status: 'unpublished' }).where(eq(artists.id, ids.painter));
    expect((await savedList(ada.cookie)).map((i) => i.kind)).not.toContain('artists');
    expect((await call('DELETE', `/api/saved/artists/${ids.painter}`, ada.cookie)).statusCode).toBe(200);
  });

  it('forgets a member’s saved items with their account', async () => {
    const cara = await createUser(t, { firstName: 'Cara' });
    await call('PUT', `/api/saved/events/${ids.show}`, cara.cookie);
    await t.database.db.delete(users).where(eq(users.id, cara.id));
    expect(await t.database.db.select().from(savedItems).where(eq(savedItems.userId, cara.id))).toEqual([]);
  });

  it('slows down a script that saves and removes without pause', async () => {
    const dana = await createUser(t, { firstName: 'Dana' });
    const codes: number[] = [];
    for (let i = 0; i < 65; i++)
      codes.push((await call('PUT', `/api/saved/events/${ids.show}`, dana.cookie)).statusCode);
    expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});
