import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { paymentsBaseURL } from './support/env';
import { E2E_ADMINS, ensureTwoStep, grantUploads, setRole, signInAsAdmin, signUpOrIn } from './support/staff';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The editor approves the pending item of this kind whose queue entry names `label`, through the desk. */
async function approveOnDesk(editor: Page, kind: string, label: string) {
  await editor.goto(`/admin/review?city=buffalo&kind=${kind}`);
  await editor.getByText('Keyboard:').waitFor();
  await editor
    .getByRole('list', { name: 'Queue' })
    .getByRole('button', { name: new RegExp(label) })
    .click();
  await editor.getByRole('button', { name: 'Approve' }).click();
  await toasts(editor)
    .getByText(/Approved/)
    .first()
    .waitFor();
}

describe('contributors get paid', () => {
  test(
    'a member applies, is approved, writes an article an editor publishes, and an admin pays it from the payouts desk',
    { timeout: 240_000 },
    async ({ openPage }) => {
      const stamp = Date.now();
      const name = `Mel Writer ${stamp}`;
      const title = `Night market on Hertel ${stamp}`;
      const options = { baseURL: paymentsBaseURL() };
      const admin = await openPage(options);
      await signInAsAdmin(admin, E2E_ADMINS.payouts);
      const member = await openPage(options);
      const memberEmail = `e2e-contributor-${stamp}@example.com`;
      await signUpOrIn(member, memberEmail, 'Mel');
      const editor = await openPage(options);
      const editorEmail = `e2e-payouts-editor-${stamp}@example.com`;
      await signUpOrIn(editor, editorEmail, 'Eddie');
      await setRole(admin, editorEmail, 'editor');
      await grantUploads(admin, memberEmail);
      await ensureTwoStep(editor);

      // The member applies to write for us, from the Join Team tab.
      await member.goto('/submit');
      await member.getByRole('tab', { name: 'Join Team' }).click();
      await member.getByLabel('Full name').fill(name);
      await member.getByLabel('Email', { exact: true }).fill(memberEmail);
      await member.getByLabel('Specialty').selectOption('writing');
      await member.getByLabel('Primary city').selectOption('buffalo');
      await member.getByRole('button', { name: 'Submit Application' }).click();
      await approveOnDesk(editor, 'contributor', name);

      // The contributor sends an article with a photo; the editor publishes it from the desk.
      await member.goto('/submit');
      const form = member.getByRole('form', { name: 'Submit Content' });
      await form.getByLabel('Content type').selectOption('article');
      await form.getByLabel('City').selectOption('buffalo');
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Brief description').fill('Forty stalls under the lights.');
      await form.getByLabel('Full content').fill('Dumplings, tamales and a brass band until midnight.');
      await form.getByLabel('Photo file').setInputFiles({ name: 'market.png', mimeType: 'image/png', buffer: PNG });
      await form.getByRole('button', { name: 'Change Photo' }).waitFor();
      await form.getByRole('button', { name: 'Submit Content' }).click();
      await toasts(member).getByText('Content Submitted!', { exact: true }).waitFor();
      await approveOnDesk(editor, 'content', title);

      // The contributor connects a payout account (Stripe's onboarding sends them back).
      await member.goto('/account/earnings');
      await member.getByRole('heading', { name: 'My earnings', level: 1 }).waitFor();
      await member.getByText(`Article: ${title}`).waitFor();
      await member.getByRole('button', { name: 'Connect a payout account' }).click();
      await member.waitForURL(/\/account\/earnings\?connect=done/);
      await member.getByText('Ready for payouts').waitFor();

      // The admin approves and pays it on the payouts desk.
      await admin.goto('/admin/payouts');
      const group = admin.getByRole('region', { name });
      await group.getByRole('button', { name: `Approve Article: ${title}` }).click();
      await group.getByRole('button', { name: `Pay Article: ${title}` }).click();
      await admin.getByRole('status').getByText('Done.').waitFor();
      await admin.getByLabel('Show').selectOption('paid');
      await admin.getByRole('region', { name }).getByText('Paid', { exact: true }).waitFor();

      // The contributor sees it paid, with the new total.
      await member.goto('/account/earnings');
      const piece = member.getByRole('listitem').filter({ hasText: `Article: ${title}` });
      await piece.getByText('Paid', { exact: true }).waitFor();
      const allTime = member.getByText('All time').locator('..');
      await expect.poll(() => allTime.textContent()).toContain('$75.00');
    },
  );
});
