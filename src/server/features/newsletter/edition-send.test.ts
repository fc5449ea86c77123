import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newsletterEditions, newsletters, outgoingMail } from '../../db/schema';
import type { TestContext } from '../../test/app';
import { smtpWorker, startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture';
import { daysFrom, insertSpotlight, isoDate, linkIn, newsletterTestApp, pageText, pathOf } from './testing';
import { createArticle, createBusiness, createEvent, createUser } from '../../test/factories';

let t: TestContext;
let smtp: SmtpCapture;
let admin: string;
const now = new Date();
const content: Record<string, { id: string }> = {};

beforeAll(async () => {
  t = await newsletterTestApp();
  smtp = await startSmtpCapture();
  admin = (await createUser(t, { email: 'editor@example.com' })).cookie;
  // The staff account's verification mail is not part of what these tests count.
  await smtpWorker(t, smtp.url).drain();
  smtp.messages.length = 0;
  const db = t.database.db;
  content.story = await createArticle(db, { title: 'Canal Festival Returns', publishDate: daysFrom(now, -1) });
  content.second = await createArticle(db, { title: 'New Bike Lanes Open', publishDate: daysFrom(now, -2) });
  content.old = await createArticle(db, { title: 'Last Month News', publishDate: daysFrom(now, -30) });
  content.draft = await createArticle(db, { title: 'Unpublished Draft', status: 'draft' });
  content.elsewhere = await createArticle(db, { title: 'Buffalo Wings Week', city: 'buffalo' });
  content.event = await createEvent(db, { title: 'Jazz in the Park', date: isoDate(daysFrom(now, 4)) });
  content.past = await createEvent(db, { title: 'Yesterday Market', date: isoDate(daysFrom(now, -2)) });
  content.shop = await createBusiness(db, { name: 'Corner Bakery' });
  content.spotlight = await insertSpotlight(db, { title: 'Hero of the Week' });
  await db
    .insert(newsletters)
    .values([
      ...['r1', 'r2', 'r3'].map((n) => ({ email: `${n}@example.com`, city: 'rochester', status: 'confirmed' })),
      { email: 'anywhere@example.com', city: null, status: 'confirmed' },
      { email: 'pending@example.com', city: 'rochester', status: 'pending' },
      { email: 'left@example.com', city: 'rochester', status: 'unsubscribed' },
      { email: 'buffalo@example.com', city: 'buffalo', status: 'confirmed' },
    ]);
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/newsletter/admin${url}`,
    headers: { cookie: admin },
    ...(payload ? { payload } : {}),
  });
const recipients = () => smtp.messages.map((m) => (m.to && 'text' in m.to ? m.to.text : '')).sort();

describe('an edition from draft to inboxes', () => {
  let editionId = '';

  it('drafts from last week’s published stories, upcoming events, new businesses and the current spotlight', async () => {
    const res = await api('POST', '/editions', { city: 'rochester' });
    expect(res.statusCode).toBe(201);
    const edition = res.json();
    editionId = edition.id;
    expect(edition.status).toBe('draft');
    expect(edition.subject).toBe('This week in Rochester, NY: Canal Festival Returns');
    expect(edition.featuredArticles).toEqual([content.story!.id, content.second!.id]);
    expect(edition.featuredEvents).toEqual([content.event!.id]);
    expect(edition.featuredBusinesses).toEqual([content.shop!.id]);
    expect(edition.featuredSpotlight).toBe(content.spotlight!.id);
    expect(edition.picks.articles.map((a: { title: string }) => a.title)).toEqual([
      'Canal Festival Returns',
      'New Bike Lanes Open',
    ]);
  });

  it('lets staff edit the picks and texts, and previews exactly that', async () => {
    const res = await api('PATCH', `/editions/${editionId}`, {
      subject: 'Festival weekend!',
      content: 'Hello neighbours.',
      featuredArticles: [content.second!.id],
    });
    expect(res.statusCode).toBe(200);
    const preview = (await api('GET', `/editions/${editionId}/preview`)).json();
    expect(preview.subject).toBe('Festival weekend!');
    expect(preview.html).toContain('New Bike Lanes Open');
    expect(preview.html).not.toContain('Canal Festival Returns');
    expect(preview.text).toContain('Jazz in the Park');
  });

  it('sends a test copy to the staff member only', async () => {
    expect((await api('POST', `/editions/${editionId}/test`)).statusCode).toBe(202);
    await smtpWorker(t, smtp.url).drain();
    expect(recipients()).toEqual(['editor@example.com']);
    expect(smtp.messages[0]?.subject).toBe('[Test] Festival weekend!');
    smtp.messages.length = 0;
  });

  it('sends once to every confirmed subscriber of the city only, even across a crash mid-send', async () => {
    const res = await api('POST', `/editions/${editionId}/send`);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ status: 'sent', recipientCount: 3 });
    expect(res.json().sentAt).toEqual(expect.any(String));

    expect(await smtpWorker(t, smtp.url, { batchSize: 1 }).drain({ max: 2 })).toBe(2); // the process "dies" here
    expect(smtp.messages).toHaveLength(2);
    const again = await api('POST', `/editions/${editionId}/send`); // an impatient second click
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('EDITION_ALREADY_SENT');
    await smtpWorker(t, smtp.url).drain(); // restarted
    await smtpWorker(t, smtp.url).drain();
    // A subscription without a city (none are left after the migration) and other cities' get nothing.
    expect(recipients()).toEqual(['r1@example.com', 'r2@example.com', 'r3@example.com']);
    const rows = await t.database.db.select().from(outgoingMail).where(eq(outgoingMail.kind, 'newsletter-edition'));
    expect(rows.every((r) => r.state === 'sent')).toBe(true);
  });

  it('delivers the edited content with working one-click unsubscribe headers', async () => {
    const mail = smtp.messages.find((m) => m.to && 'text' in m.to && m.to.text === 'r1@example.com');
    expect(mail?.subject).toBe('Festival weekend!');
    expect(mail?.html).toContain('Hello neighbours.');
    expect(mail?.html).toContain('New Bike Lanes Open');
    expect(mail?.html).toContain('Corner Bakery');
    expect(mail?.html).toContain('Hero of the Week');
    expect(mail?.html).not.toContain('Canal Festival Returns');
    expect(mail?.text).toContain('Jazz in the Park');
    const raw = (name: string) => mail?.headerLines.find((h) => h.key === name)?.line ?? '';
    expect(raw('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const url = linkIn(raw('list-unsubscribe'), /<(http[^>]+)>/).slice(1, -1);
    // A mail program's one-click POST: no cookie, no Origin, a form body.
    const res = await t.app.inject({
      method: 'POST',
      url: pathOf(url),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(newsletters).where(eq(newsletters.email, 'r1@example.com'));
    expect(row?.status).toBe('unsubscribed');
    // The footer link leads to the page with the button.
    const footer = linkIn(mail?.text ?? '', /Unsubscribe: (\S+)/).replace('Unsubscribe: ', '');
    expect(pageText((await t.app.inject({ method: 'GET', url: pathOf(footer) })).body)).toContain(
      "You've been unsubscribed",
    );
  });

  it('counts opens and clicks once per copy and redirects only to our own pages', async () => {
    const mail = smtp.messages.find((m) => m.to && 'text' in m.to && m.to.text === 'r2@example.com');
    const pixel = linkIn(mail?.html || '', /http:\/\/[^"]+\/api\/newsletter\/o\/[^"]+/);
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'GET', url: pathOf(pixel) });
      expect(res.headers['content-type']).toBe('image/gif');
    }
    const click = linkIn(mail?.text ?? '', /http:\/\/\S+\/api\/newsletter\/c\/\S+/);
    const res = await t.app.inject({ method: 'GET', url: pathOf(click) });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/(articles|events|businesses|newsletter)\//);
    const evil = await t.app.inject({
      method: 'GET',
      url: `${pathOf(click).split('?')[0]}?to=${encodeURIComponent('//evil.example/x')}`,
    });
    expect(evil.headers.location).toBe('/');
    const edition = (await api('GET', `/editions/${editionId}`)).json();
    expect(edition).toMatchObject({ openRate: 33.33, clickRate: 33.33 });
  });

  it('shows the sent edition in the public archive, without any subscriber data', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/newsletter/editions?city=rochester' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()).toEqual([expect.objectContaining({ id: editionId, subject: 'Festival weekend!' })]);
    const one = await t.app.inject({ method: 'GET', url: `/api/newsletter/editions/${editionId}` });
    expect(one.json().picks.articles.map((a: { title: string }) => a.title)).toEqual(['New Bike Lanes Open']);
    expect(one.body).not.toContain('@example.com');
    const [edition] = await t.database.db.select().from(newsletterEditions).where(eq(newsletterEditions.id, editionId));
    expect(edition?.recipientCount).toBe(3);
  });
});
