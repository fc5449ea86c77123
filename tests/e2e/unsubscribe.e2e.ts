import fs from 'node:fs/promises';
import path from 'node:path';
import { describe } from 'vitest';
import { simpleParser } from 'mailparser';
import { expect, test } from './support/fixtures';

/** The text part of the mail the demo server wrote to its outbox for `to` (undefined until then). */
async function mailTextTo(to: string): Promise<string | undefined> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the browser tests with npm run test:e2e.');
  const dir = path.join(dataDir, 'outbox');
  for (const name of (await fs.readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'))) {
    const raw = await fs.readFile(path.join(dir, name));
    if (raw.toString('utf8').includes(to)) return (await simpleParser(raw)).text;
  }
  return undefined;
}

describe('leaving the newsletter from the page its e-mails link to', () => {
  test('a reader signs up for an edition, changes it, and unsubscribes from the page', async ({ page }) => {
    const address = `leaving-${Date.now()}@example.com`;
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Stay Connected' });
    await section.getByLabel('Edition').selectOption('atlanta');
    await section.getByLabel('Email address').fill(address);
    await section.getByRole('button', { name: 'Subscribe' }).click();

    let text: string | undefined;
    await expect.poll(async () => (text = await mailTextTo(address)) !== undefined, { timeout: 15_000 }).toBe(true);
    const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[^\s"'<>]+/.exec(text ?? '')?.[0];
    expect(link, 'a confirmation link').toBeTruthy();
    const { pathname, search } = new URL(link!);
    await page.goto(`${pathname}${search}`);
    await page.getByText(/the Atlanta, GA edition/).waitFor();

    // The manage page is sent with Referrer-Policy: no-referrer, so its forms post with Origin: null.
    await page.getByRole('link', { name: 'Choose your edition or unsubscribe' }).click();
    await page.getByRole('heading', { name: 'Your newsletter subscription' }).waitFor();
    await page.getByLabel('Your edition').selectOption('buffalo');
    await page.getByRole('button', { name: 'Save my edition' }).click();
    await page.getByText('Your edition is saved.').waitFor();
    expect(await page.getByText(/receives the Buffalo, NY edition/).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: "You've been unsubscribed" }).waitFor();
    expect(await page.getByText('CROSS_ORIGIN_REFUSED').count()).toBe(0);
  });
});
