/**
 * Accounts the specs need, made through the real API as a person would: register, open the mailed
 * verification link, and (for staff) turn on two-step sign-in, which the staff area and staff APIs
 * require (STAFF_MFA=required). ADMIN_EMAILS of the demo server lists the admins (scripts/e2e.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { verifyEmail } from './accounts';

/**
 * Admins of the demo site: each must be listed in ADMIN_EMAILS in scripts/e2e.mjs. Specs use their own
 * so none depends on another having run first (the servers are shared by every spec).
 */
export const E2E_ADMIN_EMAIL = 'e2e-admin@example.com';
export const E2E_ADMINS = {
  reviewDesk: 'e2e-admin-review@example.com',
  submit: 'e2e-admin-submit@example.com',
  moderator: 'e2e-admin-moderator@example.com',
  /** The staff header's layout (city-edition.e2e.ts). */
  header: 'e2e-admin-header@example.com',
  /** Staff whose reports count in full (security.e2e.ts). */
  flaggers: ['e2e-admin-flag1@example.com', 'e2e-admin-flag2@example.com', 'e2e-admin-flag3@example.com'],
  /** Slugs and search fields (story-seo.e2e.ts). */
  seo: 'e2e-admin-seo@example.com',
  /** On a demo server of its own (E2E_DESK_BASE_URL): bulk actions and removing the demo content. */
  desk: 'e2e-admin-desk@example.com',
  /** On the payments server (E2E_PAYMENTS_BASE_URL), where the advertising spec runs. */
  ads: 'e2e-admin-ads@example.com',
  /** On the payments server: pays contributors from the payouts desk (payouts.e2e.ts). */
  payouts: 'e2e-admin-payouts@example.com',
  /** On the payments server too: the media library spec (media-library.e2e.ts). */
  media: 'e2e-admin-media@example.com',
  /** The site settings (site-settings.e2e.ts). */
  settings: 'e2e-admin-settings@example.com',
  /** On the social desk's server (E2E_SOCIAL_BASE_URL): makes the editor of social.e2e.ts. */
  social: 'e2e-admin-social@example.com',
  /** Videos and galleries in a story (story-embeds.e2e.ts). */
  embeds: 'e2e-admin-embeds@example.com',
  /** Approves held comments on stories (comments.e2e.ts). */
  comments: 'e2e-admin-comments@example.com',
} as const;
export const PASSWORD = 'a good long password';

interface AuthUser {
  email: string | null;
  role: 'member' | 'editor' | 'admin' | string;
  emailVerified: boolean;
  mfaEnabled: boolean;
}

// ---------------------------------------------------------------------------------------------
// The authenticator app: the TOTP secret of each account that turned two-step sign-in on, kept in this
// process and in a file under the run's temp dir (other spec files run in other processes).

interface Authenticator {
  secret: string;
  /** The last 30-second step whose code was used: codes work once, so the next must be later. */
  lastStep: number;
}

const authenticators = new Map<string, Authenticator>();
const currentStep = () => Math.floor(Date.now() / 30_000);

function authenticatorFile(key: string): string | undefined {
  const dir = process.env.E2E_TMP_DIR;
  if (!dir) return undefined;
  return path.join(dir, 'authenticators', `${key.replace(/[^\w.@-]/g, '_')}.json`);
}

function keyFor(page: Page, email: string): string {
  // One account per address per server: the same address may exist on the demo and the empty site.
  return `${new URL(page.url() === 'about:blank' ? 'http://blank' : page.url()).host}-${email.toLowerCase()}`;
}

function loadAuthenticator(key: string): Authenticator | undefined {
  const file = authenticatorFile(key);
  if (file && fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Authenticator;
    const known = authenticators.get(key);
    if (!known || stored.lastStep > known.lastStep) authenticators.set(key, stored);
  }
  return authenticators.get(key);
}

function saveAuthenticator(key: string, value: Authenticator) {
  authenticators.set(key, value);
  const file = authenticatorFile(key);
  if (!file) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(value));
}

/**
 * The code the app shows, for a step after the last one used (the server accepts one step either side
 * of now). If the last code was already the next step's, waits for the clock to move on.
 */
async function codeFor(key: string): Promise<string> {
  const auth = loadAuthenticator(key);
  if (!auth) throw new Error(`no authenticator is known for ${key}: was two-step sign-in turned on by a spec?`);
  const step = Math.max(currentStep(), auth.lastStep + 1);
  await expect.poll(() => currentStep() + 1 >= step, { timeout: 65_000, interval: 500 }).toBe(true);
  saveAuthenticator(key, { ...auth, lastStep: step });
  return generate({ secret: auth.secret, epoch: step * 30 });
}

// ---------------------------------------------------------------------------------------------

async function ensureOpen(page: Page) {
  if (page.url() === 'about:blank') await page.goto('/');
}

export async function currentUser(page: Page): Promise<AuthUser> {
  const res = await page.request.get('/api/auth/user');
  if (!res.ok()) throw new Error(`could not read the signed-in account: ${res.status()} ${await res.text()}`);
  return (await res.json()) as AuthUser;
}

/** Signs in with the password and, when the account asks for it, a code from its authenticator. */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await ensureOpen(page);
  const res = await page.request.post('/api/auth/sign-in', { data: { email, password } });
  if (!res.ok()) throw new Error(`could not sign in ${email}: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { mfaRequired?: boolean };
  if (!body.mfaRequired) return;
  const code = await codeFor(keyFor(page, email));
  const second = await page.request.post('/api/auth/sign-in/mfa', { data: { code } });
  if (!second.ok()) throw new Error(`the code for ${email} was refused: ${second.status()} ${await second.text()}`);
}

/**
 * Signs in to the account if an earlier spec registered it; otherwise registers it in the page's
 * context and opens the link mailed to it (which signs the page in). Leaves the page signed in with
 * a verified address.
 */
export async function signUpOrIn(page: Page, email: string, firstName = 'Casey') {
  await ensureOpen(page);
  const known = await page.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } });
  if (known.status() === 401) {
    const register = await page.request.post('/api/auth/register', {
      data: { firstName, lastName: 'Local', email, password: PASSWORD },
    });
    if (register.status() !== 202) throw new Error(`could not register ${email}: ${register.status()}`);
    await verifyEmail(page, email, undefined, PASSWORD);
    return;
  }
  await signIn(page, email);
  if (!(await currentUser(page)).emailVerified) await verifyEmail(page, email, undefined, PASSWORD);
}

/**
 * Turns two-step sign-in on for the signed-in account, as the account page does: start the setup,
 * "scan" the secret, confirm with a code. The secret is kept for later sign-ins.
 */
export async function turnOnTwoStep(page: Page): Promise<string> {
  await ensureOpen(page);
  const { email } = await currentUser(page);
  const setup = await page.request.post('/api/auth/mfa/setup');
  if (!setup.ok()) throw new Error(`could not start two-step setup: ${setup.status()} ${await setup.text()}`);
  const { secret } = (await setup.json()) as { secret: string };
  const step = currentStep();
  const code = await generate({ secret, epoch: step * 30 });
  const enable = await page.request.post('/api/auth/mfa/enable', { data: { code } });
  if (!enable.ok()) throw new Error(`could not turn on two-step sign-in: ${enable.status()} ${await enable.text()}`);
  saveAuthenticator(keyFor(page, email ?? ''), { secret, lastStep: step });
  return secret;
}

/** Makes sure the signed-in staff account has two-step sign-in on (staff pages answer 403 until then). */
export async function ensureTwoStep(page: Page) {
  if (!(await currentUser(page)).mfaEnabled) await turnOnTwoStep(page);
}

/**
 * Signs the page in as an admin of the demo site (creating, verifying and securing the account the
 * first time). `email` must be in ADMIN_EMAILS (scripts/e2e.mjs).
 */
export async function signInAsAdmin(page: Page, email: string = E2E_ADMIN_EMAIL) {
  await signUpOrIn(page, email, 'Ada');
  const user = await currentUser(page);
  if (user.role !== 'admin') throw new Error(`${email} is ${user.role}, not admin: is it in ADMIN_EMAILS?`);
  await ensureTwoStep(page);
}

/** Changes an account, found by its e-mail, through the users desk's API (PATCH /api/admin/users/{id}). */
async function updateAccount(admin: Page, email: string, change: { role?: string; canUploadContent?: boolean }) {
  const found = await admin.request.get(`/api/admin/users?q=${encodeURIComponent(email)}`);
  if (!found.ok()) throw new Error(`could not find ${email}: ${found.status()} ${await found.text()}`);
  const account = ((await found.json()) as { id: string; email: string | null }[]).find(
    (u) => u.email?.toLowerCase() === email.toLowerCase(),
  );
  if (!account) throw new Error(`no account for ${email}`);
  const res = await admin.request.patch(`/api/admin/users/${account.id}`, { data: change });
  if (!res.ok()) throw new Error(`could not change ${email}: ${res.status()} ${await res.text()}`);
}

/** An admin grants the premium upload right, as on the users desk. */
export async function grantUploads(admin: Page, email: string) {
  await updateAccount(admin, email, { canUploadContent: true });
}

export async function setRole(admin: Page, email: string, role: 'editor' | 'admin' | 'member') {
  await updateAccount(admin, email, { role });
}

/**
 * Turns two-step sign-in on from the account page, as a person with an authenticator app does: start
 * the setup, read the secret under the QR code, type the app's code, note the recovery codes. The
 * secret is kept for later sign-ins. Leaves the page on /account.
 */
export async function turnOnTwoStepOnAccountPage(page: Page): Promise<string> {
  await page.goto('/account');
  const { email } = await currentUser(page);
  await page.getByRole('button', { name: 'Set Up Two-Step Sign-In' }).click();
  const setup = page.getByRole('form', { name: 'Turn on two-step sign-in' });
  await setup.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const secret = ((await setup.locator('code').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const step = currentStep();
  await setup.getByLabel('Code from the app').fill(await generate({ secret, epoch: step * 30 }));
  await setup.getByRole('button', { name: 'Turn On' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect.poll(() => codes.count()).toBe(10);
  saveAuthenticator(keyFor(page, email ?? ''), { secret, lastStep: step });
  await page.getByRole('button', { name: 'I Have Saved My Codes' }).click();
  return secret;
}
