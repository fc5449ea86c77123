import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The outbox of the server this page talks to (scripts/e2e.mjs passes each server's data dir): the
 * mail worker writes there. The demo site's unless the page is on the empty or the payments site.
 */
function outboxDir(page: Page, server?: string): string {
  let origin = '';
  try {
    origin = new URL(server ?? page.url()).origin;
  } catch {
    // about:blank: the demo site
  }
  const sameOrigin = (name: string) => {
    const url = process.env[name];
    return url !== undefined && origin !== '' && new URL(url).origin === origin;
  };
  const dataDirVar = sameOrigin('E2E_EMPTY_BASE_URL')
    ? 'E2E_EMPTY_DATA_DIR'
    : sameOrigin('E2E_NEWSROOM_BASE_URL')
      ? 'E2E_NEWSROOM_DATA_DIR'
      : sameOrigin('E2E_PAYMENTS_BASE_URL')
        ? 'E2E_PAYMENTS_DATA_DIR'
        : 'E2E_DATA_DIR';
  const dataDir = process.env[dataDirVar];
  if (!dataDir) throw new Error(`${dataDirVar} is not set: run the browser tests with npm run test:e2e.`);
  return path.join(dataDir, 'outbox');
}

/** The path and query of the newest verification link mailed to `to`, once it has arrived. */
async function verificationPath(dir: string, to: string): Promise<string | undefined> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  for (const name of names
    .filter((n) => n.endsWith('.eml'))
    .sort()
    .reverse()) {
    const raw = await fs.readFile(path.join(dir, name));
    if (!raw.toString('utf8').includes(to)) continue;
    const mail = await simpleParser(raw);
    if (mail.subject !== 'Please verify your e-mail address') continue;
    if (!mail.to || Array.isArray(mail.to) || !mail.to.value.some((a) => a.address === to)) continue;
    const link = /https?:\/\/\S+?(\/api\/auth\/verify-email\?token=[^\s"'<>]+)/.exec(mail.text ?? '');
    if (link?.[1]) return link[1];
  }
  return undefined;
}

/**
 * Opens the verification link mailed to `email` in this page, as the owner would (new accounts can
 * browse but not post, submit or pay until then). Links point at PUBLIC_URL, so the path is opened here.
 */
export async function verifyEmail(page: Page, email: string, server?: string): Promise<void> {
  // `server`: the site's address, when the page has not opened it yet (which outbox to read).
  if (page.url() === 'about:blank' && !server) await page.goto('/');
  const dir = outboxDir(page, server);
  let link: string | undefined;
  await expect.poll(async () => (link = await verificationPath(dir, email)), { timeout: 15_000 }).toBeTruthy();
  await page.goto(link!);
  await page.waitForURL((url) => url.pathname === '/account');
}

/** Registers through the API from this page (its cookie lands in the browser) and verifies the address. */
export async function registerVerified(page: Page, email: string, password = 'a good long password'): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/');
  const status = await page.evaluate(
    async ({ email, password }) => {
      const res = await fetch('/api/auth/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ firstName: 'E2e', lastName: 'Reader', email, password }),
      });
      return res.status;
    },
    { email, password },
  );
  expect(status).toBe(201);
  await verifyEmail(page, email);
}
