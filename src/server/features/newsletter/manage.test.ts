import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newsletters } from '../../db/schema';
import type { TestContext } from '../../test/app';
import { resolveSessionSecret } from '../../platform/session-secret';
import { newsletterTestApp, pageText, pathOf } from './testing';
import { unsubscribeUrl } from './emails';
import { hashToken } from './tokens';

let t: TestContext;
beforeAll(async () => {
  t = await newsletterTestApp();
});
afterAll(async () => {
  await t.close();
});

const row = async (email: string) =>
  (await t.database.db.select().from(newsletters).where(eq(newsletters.email, email)))[0];
async function confirmed(email: string, city: string | null = 'rochester') {
  const [sub] = await t.database.db.insert(newsletters).values({ email, city, status: 'confirmed' }).returning();
  return sub!;
}
const manageLink = (id: string) => pathOf(unsubscribeUrl(t.config, resolveSessionSecret(t.config), id));
/** What a browser sends for a form on a page served with Referrer-Policy: no-referrer. */
const formPost = (url: string, body: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null', cookie: 'sid=whatever' },
  });

describe('the page the newsletter links to', () => {
  it('unsubscribes from its own form, which the browser posts with Origin: null', async () => {
    const sub = await confirmed('leaving@example.com');
    const page = await t.app.inject({ method: 'GET', url: manageLink(sub.id) });
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const done = await formPost(manageLink(sub.id), 'List-Unsubscribe=One-Click');
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-type']).toContain('text/html');
    expect(pageText(done.body)).toContain("You've been unsubscribed");
    expect((await row('leaving@example.com'))?.status).toBe('unsubscribed');
  });

  it('shows the edition received and lets the reader choose another city', async () => {
    const sub = await confirmed('moving@example.com');
    const page = await t.app.inject({ method: 'GET', url: manageLink(sub.id) });
    expect(pageText(page.body)).toContain('m•••@example.com receives the Rochester, NY edition');
    expect(page.body).toContain('<option value="buffalo">Buffalo, NY</option>');
    const action = /action="(\/newsletter\/edition\?token=[^"]+)"/.exec(page.body)?.[1]?.replaceAll('&amp;', '&');
    expect(action).toBeTruthy();
    const saved = await formPost(action!, 'city=buffalo');
    expect(saved.statusCode).toBe(200);
    expect(pageText(saved.body)).toContain('Your edition is saved.');
    expect(pageText(saved.body)).toContain('receives the Buffalo, NY edition');
    expect((await row('moving@example.com'))?.city).toBe('buffalo');

    const wrong = await formPost(action!, 'city=gotham');
    expect(wrong.statusCode).toBe(400);
    expect(pageText(wrong.body)).toContain('Please choose one of our cities.');
    expect((await row('moving@example.com'))?.city).toBe('buffalo');
    const forged = await formPost('/newsletter/edition?token=nope', 'city=nyc');
    expect(forged.statusCode).toBe(400);
  });

  it('links the confirmed page to the manage page', async () => {
    await t.database.db.insert(newsletters).values({
      email: 'new@example.com',
      city: 'atlanta',
      confirmTokenHash: hashToken('confirm-me'),
      confirmTokenExpiresAt: new Date(Date.now() + 60_000),
    });
    const page = await t.app.inject({ method: 'GET', url: '/newsletter/confirm?token=confirm-me' });
    expect(pageText(page.body)).toContain('the Atlanta, GA edition');
    const sub = await row('new@example.com');
    expect(page.body).toContain(`href="${manageLink(sub!.id).replaceAll('&', '&amp;')}"`);
  });
});

describe('a sign-up records the edition being read', () => {
  const subscribe = (payload: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload,
      headers: cookie ? { cookie } : {},
    });

  it('takes the city chosen on the form, else the edition the reader views, else the default city', async () => {
    expect((await subscribe({ email: 'chose@example.com', city: 'nyc' }, 'bl_city=buffalo')).statusCode).toBe(200);
    expect((await subscribe({ email: 'reading@example.com' }, 'bl_city=buffalo')).statusCode).toBe(200);
    expect((await subscribe({ email: 'fresh@example.com' })).statusCode).toBe(200);
    expect((await row('chose@example.com'))?.city).toBe('nyc');
    expect((await row('reading@example.com'))?.city).toBe('buffalo');
    expect((await row('fresh@example.com'))?.city).toBe('rochester');
  });
});
