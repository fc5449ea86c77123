import { describe } from 'vitest';
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { socialBaseURL, socialStandIns } from './support/env';
import { E2E_ADMINS, ensureTwoStep, setRole, signInAsAdmin, signUpOrIn } from './support/staff';

// The social desk on a server of its own whose X, Bluesky and Meta addresses are our stand-ins
// (scripts/e2e.mjs): an editor connects the city's X and Bluesky accounts on the desk, publishes a
// Buffalo story, edits the two suggested posts it drafted, posts one now and schedules the other.
const stamp = Date.now();
const headline = `Buffalo's wing trail, stop by stop ${stamp}`;
const editorEmail = `e2e-social-editor-${stamp}@example.com`;

interface Received {
  text: string;
  link?: string;
  links?: string[];
  image?: { mimeType: string; bytes: { size: number } };
}
/** What a stand-in received, from its inspection endpoint. */
async function received(standInUrl: string): Promise<Received[]> {
  const origin = new URL(standInUrl).origin;
  return (await (await fetch(`${origin}/__stand-in/posts`)).json()) as Received[];
}

/** A 1600 x 900 JPEG cover, made on the spot. */
const coverImage = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0b3d91' } })
    .jpeg()
    .toBuffer();

/** "2026-11-23T14:05:30" for a datetime-local field, `ms` from now in the browser's zone. */
const localInput = (page: Page, ms: number) =>
  page.evaluate((offset) => {
    const d = new Date(Date.now() + offset);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  }, ms);

/** The post's id, from its card's heading (post-<id>-title). */
async function postId(card: Locator): Promise<string> {
  const id = await card.getByRole('heading').getAttribute('id');
  return id!.replace(/^post-/, '').replace(/-title$/, '');
}

/** Rewrites the suggestion's first line (title and excerpt), keeping its link and hashtags, and saves. */
async function editSuggestion(card: Locator, network: string, suggested: string, opening: string) {
  const edited = suggested.replace(/^[^\n]+/, opening);
  await card.getByLabel(`Text for ${network}`).fill(edited);
  await expect.poll(() => card.getByLabel(`Preview on ${network}`).innerText()).toContain(opening);
  await card.getByRole('button', { name: 'Save' }).click();
  return edited;
}

/** The post as the server has it. */
async function serverPost(page: Page, id: string) {
  return (await (await page.request.get(`/api/admin/social/posts/${id}`)).json()) as {
    content: string;
    status: string;
  };
}

describe.sequential('the social desk', () => {
  test(
    'an editor publishes a Buffalo story, edits its X and Bluesky suggestions, posts one and schedules the other',
    { timeout: 240_000 },
    async ({ openPage }) => {
      const standIns = socialStandIns();
      const admin = await openPage({ baseURL: socialBaseURL() });
      await signInAsAdmin(admin, E2E_ADMINS.social);
      const category = await admin.request.post('/api/admin/categories', { data: { name: 'Food & Dining' } });
      expect(category.status()).toBe(201);
      const editor = await openPage({ baseURL: socialBaseURL() });
      await signUpOrIn(editor, editorEmail, 'Eddie');
      await setRole(admin, editorEmail, 'editor');
      await ensureTwoStep(editor);

      // The city's accounts: Bluesky with handle, app password and PDS; X through its sign-in.
      await editor.goto('/admin/social');
      const connect = editor.getByRole('region', { name: 'Connect an account' });
      await connect.getByLabel('City for the account').selectOption('buffalo');
      const bluesky = connect.getByRole('form', { name: 'Connect Bluesky' });
      await bluesky.getByLabel('Handle').fill(standIns.bluesky.account.handle);
      await bluesky.getByLabel('App password').fill(standIns.bluesky.account.appPassword);
      await bluesky.getByLabel('PDS address').fill(standIns.bluesky.url);
      await bluesky.getByRole('button', { name: 'Connect Bluesky' }).click();
      await bluesky.getByRole('status').getByText('Bluesky is connected.').waitFor();
      await connect.getByRole('link', { name: 'Connect X' }).click();
      await editor.waitForURL('**/admin/social?connected=twitter');
      await editor.getByRole('status').getByText('X is connected.').waitFor();
      const accounts = editor.getByRole('region', { name: 'Accounts' });
      await accounts.getByText(`Buffalo, NY · X · ${standIns.x.account.username} · Connected`).waitFor();
      await accounts.getByText(`Buffalo, NY · Bluesky · ${standIns.bluesky.account.handle} · Connected`).waitFor();

      // The story, written and published in the newsroom with a cover.
      await editor.goto('/admin/content/articles/new');
      await editor.getByLabel('Title', { exact: true }).fill(headline);
      await editor.getByLabel('Excerpt').fill('Six kitchens, one sauce-stained map.');
      await editor.getByRole('textbox', { name: 'Story' }).click();
      await editor.keyboard.type('Start at the Anchor Bar and work your way north.');
      await editor.getByLabel('City').selectOption('buffalo');
      await editor.getByLabel('Category').selectOption('Food & Dining');
      await editor
        .getByLabel('Cover image', { exact: true })
        .setInputFiles({ name: 'wings.jpg', mimeType: 'image/jpeg', buffer: await coverImage() });
      await editor.getByRole('button', { name: 'Replace image' }).waitFor();
      await editor.getByLabel('Cover image alt text').fill('A basket of wings on a red table');
      await editor.getByRole('button', { name: 'Publish', exact: true }).click();
      await editor.waitForURL(/\/admin\/content\/articles\/(?!new)[^/]+$/);
      const articleId = decodeURIComponent(new URL(editor.url()).pathname.split('/').pop()!);

      // Its suggestions on the desk: one per connected account, edited with the live preview.
      await editor.goto('/admin/social?city=buffalo');
      const posts = editor.getByRole('region', { name: 'Posts' });
      const xCard = posts.getByRole('article', { name: `X · ${headline}` });
      const blueskyCard = posts.getByRole('article', { name: `Bluesky · ${headline}` });
      await expect.poll(() => xCard.getByText('Status: Draft').count()).toBe(1);
      expect(await xCard.getByLabel('Text for X').inputValue()).toContain(`/articles/${articleId}?utm_source=x`);

      // X's rule as the editor types: too long, said so, and nothing can go out.
      const xSuggested = await xCard.getByLabel('Text for X').inputValue();
      expect(xSuggested).toContain(`/articles/${articleId}?utm_source=x`);
      await xCard.getByLabel('Text for X').fill('w'.repeat(281));
      await xCard.getByText('X posts can be at most 280 characters (a link counts as 23).').waitFor();
      expect(await xCard.getByRole('button', { name: 'Post now' }).isDisabled()).toBe(true);

      const xId = await postId(xCard);
      const xEdited = await editSuggestion(xCard, 'X', xSuggested, 'Six kitchens, one map: the wing trail.');
      await expect.poll(async () => (await serverPost(editor, xId)).content).toBe(xEdited);
      const blueskyId = await postId(blueskyCard);
      const blueskySuggested = await blueskyCard.getByLabel('Text for Bluesky').inputValue();
      expect(blueskySuggested).toContain(`/articles/${articleId}?utm_source=bluesky`);
      const blueskyEdited = await editSuggestion(
        blueskyCard,
        'Bluesky',
        blueskySuggested,
        'Where to eat wings in Buffalo, stop by stop.',
      );
      await expect.poll(async () => (await serverPost(editor, blueskyId)).content).toBe(blueskyEdited);

      // X goes out now; Bluesky is scheduled a few seconds ahead.
      await xCard.getByRole('button', { name: 'Post now' }).click();
      await xCard.getByText('Status: Posted').waitFor();
      await blueskyCard.getByLabel('Schedule for').fill(await localInput(editor, 15_000));
      await blueskyCard.getByRole('button', { name: 'Schedule' }).click();
      await blueskyCard.getByText(/^Status: Scheduled/).waitFor();

      const [xPost, ...moreOnX] = await received(standIns.x.url);
      expect(moreOnX).toEqual([]);
      expect(xPost?.text).toBe(xEdited);
      expect(xPost?.link).toContain(`/articles/${articleId}?utm_source=x`);
      expect(xPost?.image?.mimeType).toBe('image/jpeg');
      expect(xPost?.image?.bytes.size).toBeGreaterThan(1000);

      // The week on the calendar: one post out, one waiting for its time.
      const calendar = editor.getByRole('region', { name: 'Calendar' });
      await expect.poll(() => calendar.getByTestId(`calendar-post-${xId}`).innerText()).toMatch(/X[\s\S]*Posted/);
      expect(await calendar.getByTestId(`calendar-post-${blueskyId}`).innerText()).toMatch(/Bluesky[\s\S]*Scheduled/);

      // The sending job (every 3 s on this server) sends the scheduled post once its time has come.
      await expect
        .poll(async () => (await received(standIns.bluesky.url)).length, { timeout: 45_000, interval: 1000 })
        .toBe(1);
      const [blueskyPost] = await received(standIns.bluesky.url);
      expect(blueskyPost?.text).toBe(blueskyEdited);
      expect(blueskyPost?.links?.some((l) => l.includes(`/articles/${articleId}?utm_source=bluesky`))).toBe(true);
      expect(blueskyPost?.image?.mimeType).toBe('image/jpeg');
      expect(await received(standIns.x.url)).toHaveLength(1);
      await editor.reload();
      await expect.poll(() => calendar.getByTestId(`calendar-post-${blueskyId}`).innerText()).toMatch(/Posted/);
    },
  );
});
