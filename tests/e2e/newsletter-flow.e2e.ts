import fs from 'node:fs/promises';
import path from 'node:path';
import { describe } from 'vitest';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect, test } from './support/fixtures';

/** The demo server's outbox (scripts/e2e.mjs passes its data dir); mail is written there without SMTP. */
function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the browser tests with npm run test:e2e.');
  return path.join(dataDir, 'outbox');
}

/** The mail addressed to `to`, once the server's mail worker has written it (undefined until then). */
async function findMailTo(to: string): Promise<ParsedMail | undefined> {
  const names = await fs.readdir(outboxDir()).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const raw = await fs.readFile(path.join(outboxDir(), name));
    if (!raw.toString('utf8').includes(to)) continue;
    const mail = await simpleParser(raw);
    if (mail.to && !Array.isArray(mail.to) && mail.to.value.some((a) => a.address === to)) return mail;
  }
  return undefined;
}

describe('newsletter double opt-in', () => {
  test('subscribe in the footer, get the confirmation mail, open its link, see the confirmed page', async ({
    page,
  }) => {
    const address = `flow-${Date.now()}@example.com`;
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Stay Connected' });
    await section.getByLabel('Email address').fill(address);
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Success!', { exact: true })
      .waitFor();

    let mail: ParsedMail | undefined;
    await expect.poll(async () => (mail = await findMailTo(address)) !== undefined).toBe(true);
    expect(mail?.subject).toBe('Please confirm your newsletter subscription');
    const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[^\s"'<>]+/.exec(mail?.text ?? '')?.[0];
    expect(link, 'a confirmation link in the plain-text part').toBeTruthy();
    expect(mail?.html || '').toContain('/newsletter/confirm?token=');

    // Links in mail point at PUBLIC_URL, which the test servers do not set: open the same path here.
    const { pathname, search } = new URL(link!);
    const response = await page.goto(`${pathname}${search}`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: "You're subscribed!" }).waitFor();
    expect(await page.getByText(/Thanks for confirming/).isVisible()).toBe(true);
  });

  test('the archive page opens, and an unknown edition shows its not-found state', async ({ page }) => {
    await page.goto('/newsletter');
    await page.getByRole('heading', { level: 1, name: 'Newsletter Archive' }).waitFor();
    await page.getByRole('combobox', { name: 'City', exact: true }).waitFor();
    await page.goto('/newsletter/no-such-edition');
    await page.getByRole('heading', { level: 1, name: 'Edition Not Found' }).waitFor();
  });

  test('the staff page asks visitors to log in', async ({ page }) => {
    await page.goto('/admin/newsletter');
    await page.getByRole('heading', { name: 'Access Restricted' }).waitFor();
    expect(await page.getByText('Please log in to access the admin panel').isVisible()).toBe(true);
  });
});
