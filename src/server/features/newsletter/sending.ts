import { and, asc, eq, gt, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Config } from '../../config';
import {
  mailSuppressions,
  newsletterDeliveries,
  newsletterEditions,
  newsletters,
  type NewsletterEdition,
} from '../../db/schema';
import { AppError, notFound } from '../../platform/app-error';
import { siteUrl } from '../../platform/site-url';
import { enqueueMail, type QueuedMessage } from '../../platform/mail/queue';
import { listUnsubscribeHeaders, unsubscribeUrl } from './emails';
import { renderEdition, type EditionLinks } from './edition-email';
import { loadPicks } from './picks';

export interface SendDeps {
  db: Db;
  config: Config;
  /** Signs unsubscribe links. */
  secret: string;
}

const BATCH = 500;
/** The mail queue's name for the messages of one edition, for its progress on the desk. */
export const editionGroup = (editionId: string) => `edition:${editionId}`;
export const alreadySent = () => new AppError('EDITION_ALREADY_SENT', 409, 'This edition has already been sent.');

/** Links of a staff copy (preview, test): plain pages, so staff clicks never count as readers'. */
export function staffLinks(config: Config): EditionLinks {
  const site = siteUrl(config);
  return { site, link: (path) => `${site}${path}`, unsubscribeUrl: `${site}/newsletter/unsubscribe?token=preview` };
}

function subscriberLinks(deps: SendDeps, deliveryId: string, subscriptionId: string): EditionLinks {
  const site = siteUrl(deps.config);
  return {
    site,
    link: (path) => `${site}/api/newsletter/c/${deliveryId}?to=${encodeURIComponent(path)}`,
    unsubscribeUrl: unsubscribeUrl(deps.config, deps.secret, subscriptionId),
    pixelUrl: `${site}/api/newsletter/o/${deliveryId}`,
  };
}

/**
 * Sends an edition to every confirmed subscriber of its city whose address has not bounced or
 * complained (the mail worker checks again before each message goes out). Claiming the
 * edition (draft/scheduled -> sent), recording one delivery per subscriber and queueing one
 * message per delivery happen in one transaction: a crash leaves either nothing (send again) or
 * everything queued, and a second send finds the edition already sent. The queue's dedupe key
 * (edition, subscriber) is the last guard against a copy going out twice.
 */
export async function sendEdition(deps: SendDeps, editionId: string, now = new Date()): Promise<NewsletterEdition> {
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [edition] = await db
      .update(newsletterEditions)
      .set({ status: 'sent', sentAt: now })
      .where(and(eq(newsletterEditions.id, editionId), inArray(newsletterEditions.status, ['draft', 'scheduled'])))
      .returning();
    if (!edition) {
      const [exists] = await db
        .select({ id: newsletterEditions.id })
        .from(newsletterEditions)
        .where(eq(newsletterEditions.id, editionId));
      throw exists ? alreadySent() : notFound('Edition', 'EDITION_NOT_FOUND');
    }
    const picks = await loadPicks(db, edition);
    let recipients = 0;
    let after = '';
    for (;;) {
      const batch = await db
        .select({ id: newsletters.id, email: newsletters.email })
        .from(newsletters)
        .where(
          and(
            eq(newsletters.status, 'confirmed'),
            eq(newsletters.city, edition.city),
            gt(newsletters.id, after),
            notExists(
              db
                .select({ one: sql`1` })
                .from(mailSuppressions)
                .where(eq(mailSuppressions.email, sql`lower(${newsletters.email})`)),
            ),
          ),
        )
        .orderBy(asc(newsletters.id))
        .limit(BATCH);
      if (batch.length === 0) break;
      after = batch[batch.length - 1]?.id ?? after;
      const deliveries = await db
        .insert(newsletterDeliveries)
        .values(batch.map((s) => ({ editionId, newsletterId: s.id })))
        .onConflictDoNothing()
        .returning({ id: newsletterDeliveries.id, newsletterId: newsletterDeliveries.newsletterId });
      const emailOf = new Map(batch.map((s) => [s.id, s.email]));
      const messages: QueuedMessage[] = deliveries.map((d) => {
        const links = subscriberLinks(deps, d.id, d.newsletterId);
        return {
          kind: 'newsletter-edition',
          to: emailOf.get(d.newsletterId) ?? '',
          ...renderEdition(edition, picks, links),
          headers: listUnsubscribeHeaders(links.unsubscribeUrl),
          dedupeKey: `edition:${editionId}:${d.newsletterId}`,
          groupKey: editionGroup(editionId),
        };
      });
      recipients += await enqueueMail(db, messages);
    }
    const [sent] = await db
      .update(newsletterEditions)
      .set({ recipientCount: recipients })
      .where(eq(newsletterEditions.id, editionId))
      .returning();
    return sent ?? edition;
  });
}

/** A copy of the edition for a staff member's own inbox, marked as a test. */
export async function sendTestCopy(deps: SendDeps, edition: NewsletterEdition, to: string) {
  const picks = await loadPicks(deps.db, edition);
  const links = staffLinks(deps.config);
  const rendered = renderEdition(edition, picks, links);
  await enqueueMail(deps.db, [
    {
      kind: 'newsletter-test',
      to,
      ...rendered,
      subject: `[Test] ${rendered.subject}`,
      headers: listUnsubscribeHeaders(links.unsubscribeUrl),
    },
  ]);
}

/** Sends every scheduled edition whose time has come; returns how many went out. */
export async function sendDueEditions(deps: SendDeps, now: Date): Promise<number> {
  const due = await deps.db
    .select({ id: newsletterEditions.id })
    .from(newsletterEditions)
    .where(and(eq(newsletterEditions.status, 'scheduled'), lte(newsletterEditions.scheduledFor, now)));
  let sent = 0;
  for (const e of due) {
    try {
      await sendEdition(deps, e.id, now);
      sent += 1;
    } catch (err) {
      // Another process sent it a moment ago: nothing left to do.
      if (!(err instanceof AppError)) throw err;
    }
  }
  return sent;
}
