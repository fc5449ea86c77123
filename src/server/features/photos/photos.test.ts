import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoSubmissions } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';

let t: TestContext;
type NewPhoto = typeof photoSubmissions.$inferInsert;
const photo = (title: string, over: Partial<NewPhoto> = {}): NewPhoto => ({
  title,
  description: `A photo of ${title}`,
  photographerName: 'Pat Lens',
  photographerEmail: 'pat.lens@example.com',
  photographerPhone: '585-555-0199',
  category: 'nature',
  imageUrl: '/media/photo.jpg',
  city: 'rochester',
  status: 'approved',
  reviewNotes: 'Lovely light, internal note',
  publishedAt: new Date('2026-05-01T12:00:00Z'),
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db
    .insert(photoSubmissions)
    .values([
      photo('Lilac festival', { status: 'featured', publishedAt: new Date('2026-05-20T12:00:00Z') }),
      photo('High Falls', { publishedAt: new Date('2026-05-10T12:00:00Z') }),
      photo('Pending sunset', { status: 'pending', publishedAt: null }),
      photo('Rejected blur', { status: 'rejected' }),
      photo('Private portrait', { isPublic: false }),
      photo('Canalside', { city: 'buffalo' }),
      ...Array.from({ length: 30 }, (_, i) => photo(`Skyline ${i}`, { city: 'nyc' })),
    ]);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const titles = (res: { json(): unknown }) => (res.json() as { title: string }[]).map((p) => p.title);

describe('GET /api/photos/featured', () => {
  it("lists a city's featured and approved public photos, newest first", async () => {
    const res = await get('/api/photos/featured?city=rochester&limit=6');
    expect(res.statusCode).toBe(200);
    expect(titles(res)).toEqual(['Lilac festival', 'High Falls']);
  });

  it("credits the photographer by name but never gives out their e-mail, phone or the reviewers' notes", async () => {
    const res = await get('/api/photos/featured?city=rochester');
    expect(res.json()[0]).toMatchObject({ photographerName: 'Pat Lens', status: 'featured' });
    expect(res.body).not.toContain('pat.lens@example.com');
    expect(res.body).not.toContain('585-555-0199');
    expect(res.body).not.toContain('internal note');
  });

  it('gives 6 by default and at most 24', async () => {
    expect((await get('/api/photos/featured?city=nyc')).json()).toHaveLength(6);
    expect((await get('/api/photos/featured?city=nyc&limit=24')).json()).toHaveLength(24);
    const res = await get('/api/photos/featured?city=nyc&limit=25');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('limit must be a whole number from 1 to 24.');
  });

  it('refuses an unknown city', async () => {
    const res = await get('/api/photos/featured?city=syracuse');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Valid cities: rochester, charlotte, atlanta, nyc, buffalo.');
  });
});
