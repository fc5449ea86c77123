import { describe } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { newsroomBaseURL } from './support/env';
import { registerSignedIn, verifyEmail } from './support/accounts';
import { ensureTwoStep, signIn, turnOnTwoStepOnAccountPage } from './support/staff';

// The newsroom on a fresh install (SEED_DEMO=false): the first account becomes the admin once it opens
// its verification link, turns on two-step sign-in (staff must), and fills the site.
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const stamp = Date.now();
const password = 'a good long password';
const headline = `Buffalo's wing trail, stop by stop ${stamp}`;
const eventTitle = `Canalside skate night ${stamp}`;
const adminEmail = `e2e-admin-${stamp}@example.com`;
const editorEmail = `e2e-editor-${stamp}@example.com`;

/** A cover picture made on the spot: a 1600 x 900 JPEG. */
const coverImage = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: '#9f1d35' } })
    .jpeg()
    .toBuffer();

/** Creates an account and leaves the page signed in as it (the request shares the page's cookies). */
async function register(page: Page, firstName: string, email: string) {
  await registerSignedIn(page, { firstName, lastName: 'Tester', email, password });
}

/** "2026-11-23T14:05:30" for a datetime-local field, `ms` from now in the browser's zone. */
async function localInput(page: Page, ms: number): Promise<string> {
  return page.evaluate((offset) => {
    const d = new Date(Date.now() + offset);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  }, ms);
}

describe.sequential('the newsroom', () => {
  test('the first account writes a Buffalo story with a cover, bold words and a link, publishes it, and it leads the Buffalo front page', async ({
    openPage,
  }) => {
    const admin = await openPage({ baseURL: newsroomBaseURL() });
    await register(admin, 'Ada', adminEmail);
    await verifyEmail(admin, adminEmail, newsroomBaseURL());
    // Staff areas stay shut until two-step sign-in is on: the new admin sets it up on the account page.
    await turnOnTwoStepOnAccountPage(admin);
    await admin.goto('/');
    await admin.getByRole('banner').getByRole('link', { name: 'Staff area' }).click();
    await admin.waitForURL('**/admin');

    // Stories are filed under a category; a new site has none yet.
    await admin.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Categories' }).click();
    const newCategory = admin.getByRole('form', { name: 'New category' });
    await newCategory.getByLabel('Name').fill('Food & Dining');
    await newCategory.getByRole('button', { name: 'Add category' }).click();
    await admin.getByRole('main').getByText('Food & Dining', { exact: true }).waitFor();

    await admin.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Articles' }).click();
    await admin.getByRole('link', { name: 'New article' }).click();
    await admin.waitForURL('**/admin/content/articles/new');

    await admin.getByLabel('Title', { exact: true }).fill(headline);
    await admin.getByLabel('Excerpt').fill('Six kitchens, one sauce-stained map.');
    const story = admin.getByRole('textbox', { name: 'Story' });
    await story.click();
    await admin.keyboard.type('Start at ');
    await admin.getByRole('button', { name: 'Bold' }).click();
    await admin.keyboard.type('the Anchor Bar');
    await admin.getByRole('button', { name: 'Bold' }).click();
    await admin.keyboard.type(' and read the menu.');
    // Select "the menu" and link it.
    await admin.keyboard.press('ArrowLeft');
    for (let i = 0; i < 'the menu'.length; i++) await admin.keyboard.press('Shift+ArrowLeft');
    await admin.getByRole('button', { name: 'Link' }).click();
    await admin.getByLabel('Web address').fill('https://example.com/menu');
    await admin.getByRole('button', { name: 'Apply link' }).click();

    await admin.getByLabel('City').selectOption('buffalo');
    await admin.getByLabel('Category').selectOption('Food & Dining');
    await admin.getByLabel('Featured', { exact: true }).check();
    await admin
      .getByLabel('Cover image', { exact: true })
      .setInputFiles({ name: 'wings.jpg', mimeType: 'image/jpeg', buffer: await coverImage() });
    await admin.getByRole('button', { name: 'Replace image' }).waitFor();
    await admin.getByLabel('Cover image alt text').fill('A basket of wings on a red table');

    await admin.getByRole('button', { name: 'Publish', exact: true }).click();
    await toasts(admin).getByText('Published').waitFor();
    await admin.waitForURL(/\/admin\/content\/articles\/(?!new)[^/]+$/);

    await admin.goto('/?city=buffalo');
    const hero = admin.getByRole('article', { name: headline, exact: true });
    await hero.waitFor();
    await hero.getByRole('link', { name: 'Read Full Story' }).click();
    await admin.getByRole('heading', { level: 1, name: headline }).waitFor();
    const body = admin.locator('.story-prose');
    expect(await body.locator('strong').innerText()).toBe('the Anchor Bar');
    const link = body.getByRole('link', { name: 'the menu' });
    expect(await link.getAttribute('href')).toBe('https://example.com/menu');
    expect(await link.getAttribute('rel')).toContain('noopener');
    await admin.getByRole('img', { name: 'A basket of wings on a red table' }).waitFor();
  });

  test(
    'an editor promoted by the admin schedules an event half a minute ahead: not public, then public',
    { timeout: 240_000 },
    async ({ openPage }) => {
      const editor = await openPage({ baseURL: newsroomBaseURL() });
      await register(editor, 'Eddie', editorEmail);
      await verifyEmail(editor, editorEmail, newsroomBaseURL());
      const admin = await openPage({ baseURL: newsroomBaseURL() });
      // The admin from the test above, with a code from the authenticator it set up there.
      await signIn(admin, adminEmail, password);

      await admin.goto('/admin/users');
      await admin.getByRole('searchbox', { name: 'Name or e-mail' }).fill(editorEmail);
      await admin.getByRole('searchbox', { name: 'Name or e-mail' }).press('Enter');
      await admin
        .getByRole('list', { name: 'Accounts' })
        .getByRole('button', { name: new RegExp(editorEmail) })
        .click();
      // The account's own panel (the list above also has a Role filter).
      const account = admin.getByRole('region', { name: 'Eddie Tester' });
      await account.getByLabel('Role').selectOption('editor');
      await account.getByRole('button', { name: 'Change role' }).click();
      await toasts(admin).getByText('Role changed').waitFor();
      // The new editor turns on two-step sign-in before the staff area opens for them.
      await ensureTwoStep(editor);

      await editor.goto('/admin/content/events/new');
      await editor.getByLabel('Title').fill(eventTitle);
      await editor.getByLabel('Starts').fill(await localInput(editor, 3 * 24 * 3600 * 1000));
      await editor.getByLabel('Location').fill('Canalside, 44 Prime St');
      await editor.getByLabel('Description').fill('Skates to rent, music on the ice.');
      await editor.getByLabel('City').selectOption('buffalo');
      // Half a minute: time enough to save it and see it refused to a visitor on a slow machine, and
      // the whole wait of this test (a minute here cost the browser tests a minute).
      await editor.getByLabel('Publish date').fill(await localInput(editor, 30_000));
      await editor.getByRole('button', { name: 'Schedule', exact: true }).click();
      await toasts(editor).getByText('Scheduled').waitFor();
      await editor.waitForURL(/\/admin\/content\/events\/(?!new)[^/]+$/);
      const id = decodeURIComponent(new URL(editor.url()).pathname.split('/').pop()!);

      const publicStatus = async () =>
        (await fetch(new URL(`/api/events/${encodeURIComponent(id)}`, newsroomBaseURL()))).status;
      expect(await publicStatus()).toBe(404);
      const visitor = await openPage({ baseURL: newsroomBaseURL() });
      await visitor.goto(`/events/${encodeURIComponent(id)}`);
      await visitor.getByRole('heading', { name: 'Event Not Found' }).waitFor();

      // Nobody acts: the publish date passes and the event is public.
      await expect.poll(publicStatus, { timeout: 150_000, interval: 2_000 }).toBe(200);
      await visitor.goto(`/events/${encodeURIComponent(id)}`);
      await visitor.getByRole('heading', { level: 1, name: eventTitle }).waitFor();
    },
  );

  test('a member opening /admin is refused, a visitor is asked to sign in', async ({ openPage }) => {
    const member = await openPage({ baseURL: newsroomBaseURL() });
    await register(member, 'Mo', `e2e-member-${stamp}@example.com`);
    await member.goto('/admin');
    await member.getByRole('heading', { name: 'Admin Access Required' }).waitFor();
    expect(await member.getByRole('navigation', { name: 'Staff area' }).count()).toBe(0);
    expect(await member.getByRole('banner').getByRole('link', { name: 'Staff area' }).count()).toBe(0);
    expect((await member.request.get('/api/admin/dashboard')).status()).toBe(403);

    const visitor = await openPage({ baseURL: newsroomBaseURL() });
    await visitor.goto('/admin/content/articles');
    await visitor.getByRole('heading', { name: 'Access Restricted' }).waitFor();
    expect((await visitor.request.get('/api/admin/content/articles')).status()).toBe(401);
  });
});
