import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { newsletters, outgoingMail } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { nextAddress, registerVerified } from '../../test/accounts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await registerVerified(t, { email: 'staff@example.com' }); // the admin; the accounts below are members
});
afterAll(() => t.close());

const subscribe = (payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    remoteAddress: nextAddress(),
    headers: cookie ? { cookie } : {},
    payload,
  });
const row = async (email: string) =>
  (await t.database.db.select().from(newsletters).where(eq(newsletters.email, email)))[0];
async function openLatestConfirmation(email: string) {
  const [mail] = await t.database.db
    .select({ text: outgoingMail.text })
    .from(outgoingMail)
    .where(and(eq(outgoingMail.recipient, email), eq(outgoingMail.kind, 'newsletter-confirm')))
    .orderBy(desc(outgoingMail.createdAt))
    .limit(1);
  const path = /\/newsletter\/confirm\?token=[^\s"'<>]+/.exec(mail?.text ?? '')?.[0] ?? '';
  return t.app.inject({ method: 'GET', url: path });
}

describe('a subscription changes only through its own links or its verified owner (finding 5)', () => {
  it('an anonymous sign-up with the same address does not move it to another city', async () => {
    await subscribe({ email: 'victim@example.com', city: 'buffalo' });
    await openLatestConfirmation('victim@example.com');
    expect(await row('victim@example.com')).toMatchObject({ status: 'confirmed', city: 'buffalo' });

    const attack = await subscribe({ email: 'victim@example.com', city: 'atlanta' });
    expect(attack.statusCode).toBe(200);
    expect(await row('victim@example.com')).toMatchObject({ status: 'confirmed', city: 'buffalo' });
    // The owner opening the new link is what moves it.
    await openLatestConfirmation('victim@example.com');
    expect(await row('victim@example.com')).toMatchObject({ status: 'confirmed', city: 'atlanta' });
  });

  it("a member cannot unsubscribe someone else's address through their preferences", async () => {
    await subscribe({ email: 'target@example.com', city: 'rochester' });
    await openLatestConfirmation('target@example.com');
    const member = await registerVerified(t, { email: 'mallory@example.com' });
    await subscribe({ email: 'target@example.com' }, member.cookie);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: { cookie: member.cookie },
      payload: {
        preferredCities: JSON.stringify(['rochester']),
        interests: JSON.stringify(['food']),
        interestTopics: '',
        notificationPreferences: JSON.stringify({
          newsletter: false,
          eventUpdates: true,
          businessFeatures: false,
          communityHighlights: true,
        }),
        profileCompleted: true,
      },
    });
    expect(off.statusCode).toBeLessThan(400);
    expect(await row('target@example.com')).toMatchObject({ status: 'confirmed', userId: null });
  });

  it("turning the newsletter on in a member's preferences signs them up for their preferred city", async () => {
    const member = await registerVerified(t, { email: 'prefers@example.com' });
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: { cookie: member.cookie },
      payload: {
        preferredCities: JSON.stringify(['buffalo', 'rochester']),
        interests: JSON.stringify(['food']),
        interestTopics: '',
        notificationPreferences: JSON.stringify({
          newsletter: true,
          eventUpdates: true,
          businessFeatures: false,
          communityHighlights: true,
        }),
        profileCompleted: true,
      },
    });
    expect(on.statusCode).toBeLessThan(400);
    expect(await row('prefers@example.com')).toMatchObject({ status: 'pending', city: 'buffalo' });
  });

  it('the signed-in owner with a verified address can change their own city', async () => {
    const owner = await registerVerified(t, { email: 'owner@example.com' });
    await subscribe({ email: 'owner@example.com', city: 'charlotte' }, owner.cookie);
    await openLatestConfirmation('owner@example.com');
    await subscribe({ email: 'owner@example.com', city: 'nyc' }, owner.cookie);
    expect(await row('owner@example.com')).toMatchObject({ status: 'confirmed', city: 'nyc', userId: owner.id });
  });
});
