/** The checklist of a new site on the dashboard: each step ticked from what the site already has. */
import { count, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { articles, categories, newsletterEditions, siteSettings } from '../../../db/schema';
import type { SetupStep } from '../../../../shared/newsroom/dashboard';

export interface SiteServices {
  /** Mail goes out through SMTP (not only to the outbox folder). */
  mail: boolean;
  /** Card payments are configured. */
  payments: boolean;
}

const some = async (db: Db, query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0) > 0;

export async function setupChecklist(db: Db, services: SiteServices): Promise<SetupStep[]> {
  const [hasSettings, hasCategories, hasStory, hasEdition] = await Promise.all([
    some(db, db.select({ n: count() }).from(siteSettings)),
    some(db, db.select({ n: count() }).from(categories)),
    some(db, db.select({ n: count() }).from(articles).where(eq(articles.status, 'published'))),
    some(db, db.select({ n: count() }).from(newsletterEditions).where(isNotNull(newsletterEditions.sentAt))),
  ]);
  return [
    {
      step: 'settings',
      label: 'Give the site its name and contact details',
      done: hasSettings,
      href: '/admin/settings',
      hint: 'The header, the footer, the About page and the e-mail show them.',
    },
    {
      step: 'categories',
      label: 'Add the categories stories are filed under',
      done: hasCategories,
      href: '/admin/categories',
      hint: 'Readers browse stories by category; the article form offers them.',
    },
    {
      step: 'story',
      label: 'Publish the first story',
      done: hasStory,
      href: '/admin/content/articles/new',
      hint: 'The front page leads with the newest featured story.',
    },
    {
      step: 'newsletter',
      label: 'Send the first newsletter',
      done: hasEdition,
      href: '/admin/newsletter',
      hint: 'Each city gets a weekly edition drafted for you to review and send.',
    },
    {
      step: 'mail',
      label: 'Connect outgoing mail',
      done: services.mail,
      href: null,
      hint: 'Set SMTP_URL (see docs/configuration.md); until then mail is written to the outbox folder.',
    },
    {
      step: 'payments',
      label: 'Turn on card payments',
      done: services.payments,
      href: null,
      hint: 'Set the three STRIPE_ keys to take memberships and ad campaigns.',
    },
  ];
}
