import fs from 'node:fs';
import path from 'node:path';
import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { E2E_ADMINS, ensureTwoStep, grantUploads, setRole, signInAsAdmin, signUpOrIn } from './support/staff';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** The decision e-mails the demo server wrote to its outbox (DATA_DIR/outbox). */
function outboxWith(text: string): string | undefined {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  if (!fs.existsSync(dir)) return undefined;
  return fs
    .readdirSync(dir)
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .find((mail) => mail.includes(text));
}

/**
 * A member, an editor made by the admin (who then turns on two-step sign-in, as staff must), and upload
 * rights for the member. Everyone has opened the verification link mailed to them.
 */
async function cast(openPage: (o?: object) => Promise<Page>) {
  const stamp = Date.now();
  const member = await openPage();
  const memberEmail = `e2e-member-${stamp}@example.com`;
  await signUpOrIn(member, memberEmail, 'Mel');
  const editor = await openPage();
  const editorEmail = `e2e-editor-${stamp}@example.com`;
  await signUpOrIn(editor, editorEmail, 'Eddie');
  const admin = await openPage();
  await signInAsAdmin(admin, E2E_ADMINS.reviewDesk);
  await setRole(admin, editorEmail, 'editor');
  await grantUploads(admin, memberEmail);
  await admin.close();
  await ensureTwoStep(editor);
  return { member, memberEmail, editor, stamp };
}

describe('the review desk', () => {
  test('a Buffalo event with a photo goes from /submit through the desk to /events and My submissions', async ({
    openPage,
  }) => {
    const { member, editor, stamp } = await cast(openPage);
    const title = `Porch fest on Elmwood ${stamp}`;

    await member.goto('/submit');
    const form = member.getByRole('form', { name: 'Submit Content' });
    await form.getByLabel('Content type').selectOption('event');
    await form.getByLabel('City').selectOption('buffalo');
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Brief description').fill('Forty porches, forty bands, one afternoon.');
    await form.getByLabel('Event date').fill(tomorrow());
    await form.getByLabel('Event time').fill('2:00 PM');
    await form.getByLabel('Location').fill('Elmwood Village');
    await form.getByLabel('Photo file').setInputFiles({ name: 'porch.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: 'Change Photo' }).waitFor();
    await form.getByRole('button', { name: 'Submit Content' }).click();
    await toasts(member).getByText('Content Submitted!', { exact: true }).waitFor();
    await toasts(member).getByRole('link', { name: 'See My submissions' }).waitFor();

    await editor.goto('/admin/review?city=buffalo&kind=content');
    await editor.getByText('Keyboard:').waitFor();
    await editor
      .getByRole('list', { name: 'Queue' })
      .getByRole('button', { name: new RegExp(title) })
      .click();
    await editor.getByRole('heading', { name: title }).waitFor();
    await expect
      .poll(() =>
        editor
          .getByRole('img', { name: `Photo sent with “${title}”` })
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(1);
    await editor.getByLabel('Note to the sender').fill('Lovely, see you there.');
    await editor.getByRole('button', { name: 'Approve' }).click();
    await toasts(editor).getByText('Approved and published', { exact: true }).waitFor();

    const visitor = await openPage();
    await visitor.goto('/events?city=buffalo');
    await visitor.getByRole('heading', { name: title }).waitFor();

    await member.goto('/account/submissions');
    await member.getByRole('heading', { name: 'My submissions', level: 1 }).waitFor();
    const card = member.getByRole('listitem').filter({ has: member.getByRole('heading', { name: title }) });
    await card.getByText('Published', { exact: true }).first().waitFor();
    await card.getByText('Lovely, see you there.').waitFor();
    const link = card.getByRole('link', { name: 'Published: view it' });
    expect(await link.getAttribute('href')).toMatch(/^\/events\/[\w-]+$/);

    await expect.poll(() => outboxWith(`Approved: ${title}`) !== undefined, { timeout: 10_000 }).toBe(true);
    expect(outboxWith(`Approved: ${title}`)).toContain('Lovely, see you there.');
  });

  test('a write-up approved with the a key (once confirmed) appears in Featured Artist Stories', async ({
    openPage,
  }) => {
    const { member, editor, stamp } = await cast(openPage);
    const title = `Night lights over the lake ${stamp}`;

    await member.goto('/artists');
    await member.getByRole('button', { name: 'Write Artist Feature' }).click();
    const dialog = member.getByRole('form', { name: 'Submit Artist Write-Up' });
    const artist = dialog.getByLabel('Artist');
    await artist.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
    await artist.selectOption({ index: 1 });
    await dialog.getByLabel('Title').fill(title);
    await dialog
      .getByLabel('Write-up')
      .fill('She photographs the city at night, and the city answers back with every lit window. '.repeat(2));
    await dialog.getByRole('button', { name: /Submit/ }).click();
    await toasts(member).getByText('Success!', { exact: true }).waitFor();

    await editor.goto('/admin/review?kind=writeup');
    await editor.getByRole('heading', { name: title }).waitFor();
    await editor.keyboard.press('a');
    // A single key never publishes on its own: it asks first.
    await editor.getByRole('alertdialog', { name: `Approve and publish “${title}”?` }).waitFor();
    await editor.keyboard.press('Enter');
    await toasts(editor).getByText('Approved and published', { exact: true }).waitFor();

    const visitor = await openPage();
    await visitor.goto('/artists');
    const stories = visitor.getByRole('region', { name: 'Featured Artist Stories' });
    await stories.getByText(title).waitFor();
  });
});
