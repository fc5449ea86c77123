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
        : sameOrigin('E2E_DESK_BASE_URL')
          ? 'E2E_DESK_DATA_DIR'
          : sameOrigin('E2E_SOCIAL_BASE_URL')
            ? 'E2E_SOCIAL_DATA_DIR'
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
 * Opens the verification link mailed to `email` in this page, as the owner would, and sets the
 * password on the page it leads to, which signs the page in (new accounts can browse but not post,
 * submit or pay until then). Links point at PUBLIC_URL, so the path is opened here.
 */
export async function verifyEmail(
  page: Page,
  email: string,
  server?: string,
  password = 'a good long password',
): Promise<void> {
  // `server`: the site's address, when the page has not opened it yet (which outbox to read).
  if (page.url() === 'about:blank' && !server) await page.goto('/');
  const dir = outboxDir(page, server);
  let link: string | undefined;
  await expect.poll(async () => (link = await verificationPath(dir, email)), { timeout: 15_000 }).toBeTruthy();
  await page.goto(link!);
  const form = page.getByRole('form', { name: 'Verify your e-mail' });
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Verify and Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/account');
}

/**
 * Registers through the API in this page's context (registering signs nobody in), then signs in
 * with the password, so the session cookie lands in the browser. Answers the signed-in user.
 */
export async function registerSignedIn(
  page: Page,
  input: { email: string; password?: string; firstName?: string; lastName?: string },
): Promise<{ id: string; email: string }> {
  const password = input.password ?? 'a good long password';
  const created = await page.request.post('/api/auth/register', {
    data: { firstName: input.firstName ?? 'E2e', lastName: input.lastName ?? 'Reader', email: input.email, password },
  });
  expect(created.status(), `register ${input.email}`).toBe(202);
  const signedIn = await page.request.post('/api/auth/sign-in', { data: { email: input.email, password } });
  expect(signedIn.status(), `sign in ${input.email}`).toBe(200);
  return (await signedIn.json()) as { id: string; email: string };
}

/** Registers through the API from this page's context and verifies the address, which signs the page in. */
export async function registerVerified(page: Page, email: string, password = 'a good long password'): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/');
  const created = await page.request.post('/api/auth/register', {
    data: { firstName: 'E2e', lastName: 'Reader', email, password },
  });
  expect(created.status()).toBe(202);
  await verifyEmail(page, email, undefined, password);
}
