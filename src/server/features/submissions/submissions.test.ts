import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contributors, outgoingMail, photoSubmissions, sportsStories, spotlights, submissions } from '../../db/schema';
import type { TestContext } from '../../test/app';
import { grantUploads, TINY_PNG, upload } from '../../test/uploads';
import { createTestApp } from '../../test/app';
import { createUser } from '../../test/factories';

let t: TestContext;
let reader: { id: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t); // the first account is the admin; submitters are members
  reader = await createUser(t);
  await grantUploads(t, reader.id);
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const messages = (res: { json(): { errors?: { path: string; message: string }[] } }) =>
  Object.fromEntries((res.json().errors ?? []).map((e) => [e.path, e.message]));

const content = () => ({
  type: 'event',
  city: 'buffalo',
  title: 'Porch fest on Elmwood',
  description: 'Forty porches, forty bands.',
  content: 'All afternoon on Saturday.',
  submitterName: 'Pat Porch',
  submitterEmail: 'Pat@Example.com',
  status: 'approved',
});
const nomination = () => ({
  type: 'local_hero',
  city: 'rochester',
  featureName: 'Dee Baker',
  nominatedBy: 'Sam Neighbor',
  title: 'The baker who feeds the block',
  description: 'Free bread every Sunday.',
  nominationReason: 'Dee has baked bread for every family on Oak Street for ten years, free of charge.',
  content: '',
  contactInfo: 'dee@bakery.example',
  socialLinks: '',
});
const story = () => ({
  title: 'Aquinas wins the sectional final',
  content: 'A late goal sealed it.',
  sport: 'soccer',
  category: 'recap',
  league: 'high school',
  gameDate: '2026-10-30',
  authorName: 'Jo Sideline',
  authorEmail: 'jo@example.com',
  city: 'rochester',
});

describe('every submission endpoint', () => {
  it.each([
    ['/api/submissions', content()],
    ['/api/photos/submit', {}],
    ['/api/contributors', {}],
    ['/api/spotlights', nomination()],
    ['/api/sports', story()],
  ])('%s answers 401 Unauthorized when signed out', async (url, payload) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthorized');
  });
});

describe('POST /api/submissions', () => {
  it('stores the content pending, whatever status the form sent, linked to its sender', async () => {
    const res = await post('/api/submissions', content(), reader.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), status: 'pending' });
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, res.json().id));
    expect(row).toMatchObject({
      status: 'pending',
      submittedBy: reader.id,
      city: 'buffalo',
      submitterEmail: 'pat@example.com',
    });
  });

  it('names the bad fields with the spec messages', async () => {
    const res = await post(
      '/api/submissions',
      { ...content(), submitterEmail: 'nope', type: 'poem', city: 'paris' },
      reader.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toMatchObject({ submitterEmail: 'Invalid email address' });
    expect(Object.keys(messages(res))).toEqual(expect.arrayContaining(['type', 'city']));
  });
});

describe('POST /api/photos/submit', () => {
  const photo = (imageUrl: string) => ({
    title: 'Fog over the High Falls',
    description: 'Six in the morning.',
    photographerName: 'Lu Lens',
    photographerEmail: 'lu@example.com',
    photographerPhone: '',
    location: 'High Falls',
    category: 'nature',
    tags: 'fog, river',
    imageUrl,
    city: 'rochester',
    isPublic: true,
    allowCommercialUse: true,
  });

  it('stores a photo of an upload as pending', async () => {
    const { res: uploaded } = await upload(t, reader.cookie, TINY_PNG);
    const res = await post('/api/photos/submit', photo(uploaded.json().imageUrl), reader.cookie);
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(photoSubmissions).where(eq(photoSubmissions.id, res.json().id));
    expect(row).toMatchObject({
      status: 'pending',
      submittedBy: reader.id,
      allowCommercialUse: true,
      photographerPhone: null,
    });
  });

  it('asks for an upload first when the image is missing or was never uploaded', async () => {
    for (const imageUrl of ['', `/uploads/${'c'.repeat(32)}`]) {
      const res = await post('/api/photos/submit', photo(imageUrl), reader.cookie);
      expect(res.statusCode).toBe(400);
      expect(messages(res).imageUrl).toBe('Please upload an image first');
    }
  });

  it('refuses a category outside the list', async () => {
    const res = await post('/api/photos/submit', { ...photo('/uploads/x'), category: 'selfies' }, reader.cookie);
    expect(res.statusCode).toBe(400);
    expect(messages(res).category).toContain('street photography');
  });
});

describe('POST /api/contributors', () => {
  const application = (email: string) => ({
    name: 'Rae Writer',
    email,
    specialty: 'writing',
    city: 'atlanta',
    bio: 'I write about food.',
    portfolioUrl: 'https://rae.example',
    paymentEmail: '',
    socialLinks: '',
  });

  it('stores the application with earnings and join date set by the server', async () => {
    const res = await post(
      '/api/contributors',
      { ...application('rae@example.com'), totalEarnings: '999.00' },
      reader.cookie,
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'pending' });
    const [row] = await t.database.db.select().from(contributors).where(eq(contributors.email, 'rae@example.com'));
    expect(row).toMatchObject({ totalEarnings: '0.00', userId: reader.id, paymentEmail: null, city: 'atlanta' });
    expect(row?.joinedAt).toBeInstanceOf(Date);
  });

  it('answers 409 to the account that already applied with the e-mail, in any letter case', async () => {
    await post('/api/contributors', application('twice@example.com'), reader.cookie);
    const res = await post('/api/contributors', application('Twice@Example.com'), reader.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A contributor with this email already exists.');
  });

  it('tells anyone else the same for a known and a new address, and mails the known address’s owner', async () => {
    const owner = await createUser(t, { email: 'known-writer@example.com' });
    expect((await post('/api/contributors', application('known-writer@example.com'), owner.cookie)).statusCode).toBe(
      202,
    );
    const stranger = await createUser(t);
    const known = await post('/api/contributors', application('Known-Writer@example.com'), stranger.cookie);
    const fresh = await post('/api/contributors', application('new-writer@example.com'), stranger.cookie);
    expect([known.statusCode, known.body]).toEqual([fresh.statusCode, fresh.body]);
    expect(known.statusCode).toBe(202);
    const mails = await t.database.db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.kind, 'contributor-application-again'));
    expect(mails.map((m) => [m.recipient, m.subject])).toEqual([
      ['known-writer@example.com', 'Your contributor application'],
    ]);
    expect(mails[0]!.text).toContain('nothing was changed');
    // The owner's application is untouched.
    const rows = await t.database.db
      .select()
      .from(contributors)
      .where(eq(contributors.email, 'known-writer@example.com'));
    expect(rows.map((r) => r.userId)).toEqual([owner.id]);
  });

  it('refuses a specialty outside the list and a bad e-mail', async () => {
    const res = await post('/api/contributors', { ...application('x'), specialty: 'juggling' }, reader.cookie);
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toMatchObject({ email: 'Invalid email address' });
    expect(messages(res).specialty).toContain('social media');
  });
});

describe('POST /api/spotlights', () => {
  it('stores the nomination pending and asks for a 50-character reason', async () => {
    const ok = await post('/api/spotlights', nomination(), reader.cookie);
    expect(ok.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(spotlights).where(eq(spotlights.id, ok.json().id));
    expect(row).toMatchObject({
      status: 'pending',
      featureName: 'Dee Baker',
      nominatedBy: 'Sam Neighbor',
      submittedBy: reader.id,
    });

    const short = await post('/api/spotlights', { ...nomination(), nominationReason: 'x'.repeat(49) }, reader.cookie);
    expect(short.statusCode).toBe(400);
    expect(messages(short).nominationReason).toBe(
      'Please provide at least 50 characters explaining why this person/business deserves recognition',
    );
  });
});

describe('POST /api/sports', () => {
  it('stores the story pending and checks sport, category and league', async () => {
    const ok = await post('/api/sports', story(), reader.cookie);
    expect(ok.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(sportsStories).where(eq(sportsStories.id, ok.json().id));
    expect(row).toMatchObject({ status: 'pending', isFeatured: false, gameDate: '2026-10-30', submittedBy: reader.id });

    const bad = await post(
      '/api/sports',
      { ...story(), sport: 'quidditch', league: 'pro', authorEmail: 'no' },
      reader.cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(messages(bad))).toEqual(expect.arrayContaining(['sport', 'league', 'authorEmail']));
  });
});

describe('premium uploads and the submission limit', () => {
  it('lets only accounts with upload rights (or staff) upload or attach a photo', async () => {
    const plain = await createUser(t);
    const target = await post('/api/photos/upload-url', {}, plain.cookie);
    expect(target.statusCode).toBe(403);
    expect(target.json().code).toBe('UPLOAD_NOT_ALLOWED');
    const { res: uploaded } = await upload(t, reader.cookie, TINY_PNG);
    const attached = await post('/api/submissions', { ...content(), imageUrl: uploaded.json().imageUrl }, plain.cookie);
    expect(attached.statusCode).toBe(403);
    expect(
      (await post('/api/submissions', { ...content(), imageUrl: uploaded.json().imageUrl }, reader.cookie)).statusCode,
    ).toBe(201);
  });

  it('answers 429 with Retry-After after twenty submissions in an hour from one account', async () => {
    const busy = await createUser(t);
    for (let i = 0; i < 20; i += 1)
      expect((await post('/api/submissions', content(), busy.cookie)).statusCode).toBe(201);
    const res = await post('/api/submissions', content(), busy.cookie);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json().message).toBe(
      'You have sent several submissions recently. Please wait a while before sending another.',
    );
  });
});
