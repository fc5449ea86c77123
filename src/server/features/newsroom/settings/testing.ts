/** Test helpers of the site settings: an app with an admin, an editor, a member and an admin without two-step. */
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/app';
import { enableTotp, registerVerified } from '../../../test/accounts';
import { users } from '../../../db/schema';
import { type SiteSettings } from '../../../../shared/site-settings-defaults';
import { DEFAULT_SITE_SETTINGS } from '../../../../shared/site-settings-about';

export interface Account {
  id: string;
  cookie: string;
}

let counter = 0;

/** A verified account of the role; staff turn on two-step sign-in unless `twoStep` is false. */
export async function accountOf(t: TestContext, role: 'admin' | 'editor' | 'member', twoStep = true): Promise<Account> {
  counter += 1;
  const email = `settings-${role}${counter}-${Date.now()}@example.com`;
  const account = await registerVerified(t, { firstName: 'Sam', lastName: role, email });
  await t.database.db.update(users).set({ role }).where(eq(users.id, account.id));
  if (role !== 'member' && twoStep && account.role !== 'admin') await enableTotp(t, account.cookie);
  if (!twoStep) await t.database.db.update(users).set({ mfaEnabledAt: null }).where(eq(users.id, account.id));
  return { id: account.id, cookie: account.cookie };
}

/** Settings that differ from the defaults in every field. */
export const CHANGED_SETTINGS: SiteSettings = {
  ...DEFAULT_SITE_SETTINGS,
  siteName: 'The Flower City Courier',
  contactEmail: 'desk@courier.example',
  contactPhone: '+1 585 555 0199',
  address: '5 Canal Street\nRochester, NY 14608',
  social: { ...DEFAULT_SITE_SETTINGS.social, instagram: 'https://www.instagram.com/flowercitycourier' },
  defaultCity: 'buffalo',
  mailSenderName: 'Courier Desk',
  mailReplyTo: 'letters@courier.example',
};

export type { TestContext };
export { createTestApp };
