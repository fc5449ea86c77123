/** Accounts the specs need: staff made through the real API (ADMIN_EMAILS names the e2e admin). */
import type { Page } from 'playwright-core';

/** Must match ADMIN_EMAILS of the demo server in scripts/e2e.mjs. */
export const E2E_ADMIN_EMAIL = 'e2e-admin@example.com';
const PASSWORD = 'a good long password';

/** Registers (or signs in, if an earlier spec registered it) the account in the page's context. */
export async function signUpOrIn(page: Page, email: string, firstName = 'Casey') {
  const register = await page.request.post('/api/auth/register', {
    data: { firstName, lastName: 'Local', email, password: PASSWORD },
  });
  if (register.status() === 201) return;
  const signIn = await page.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } });
  if (!signIn.ok()) throw new Error(`could not sign in ${email}: ${signIn.status()} ${await signIn.text()}`);
}

export async function signInAsAdmin(page: Page) {
  await signUpOrIn(page, E2E_ADMIN_EMAIL, 'Ada');
}

/** An admin grants the premium upload right, as staff do for premium members. */
export async function grantUploads(admin: Page, email: string) {
  const res = await admin.request.put('/api/admin/upload-rights', { data: { email, canUploadContent: true } });
  if (!res.ok()) throw new Error(`could not grant uploads: ${res.status()} ${await res.text()}`);
}

export async function setRole(admin: Page, email: string, role: 'editor' | 'admin' | 'member') {
  const res = await admin.request.put('/api/admin/account-role', { data: { email, role } });
  if (!res.ok()) throw new Error(`could not set the role: ${res.status()} ${await res.text()}`);
}
