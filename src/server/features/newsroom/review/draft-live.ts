import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { submissions, users } from '../../../db/schema';
import { renderEmail } from '../../../platform/mail-layout';
import { enqueueMail } from '../../../platform/mail/queue';
import { CONTENT_TARGETS, type ContentType } from './stages';

/**
 * A reader's approved submission that staff finished as a draft has gone live: the submission is
 * stamped published and its sender told, once, with a link to it.
 */
export async function noticeDraftLive(db: Db, publishedId: string, site: string, now: Date): Promise<boolean> {
  const [row] = await db
    .update(submissions)
    .set({ publishedAt: now })
    .where(
      and(
        eq(submissions.publishedId, publishedId),
        eq(submissions.status, 'approved'),
        isNull(submissions.publishedAt),
      ),
    )
    .returning();
  if (!row) return false;
  const [account] = row.submittedBy
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, row.submittedBy))
    : [];
  const to = account?.email ?? row.submitterEmail;
  const target = CONTENT_TARGETS[row.type as ContentType];
  const { html, text } = renderEmail({
    title: 'Your submission is live',
    paragraphs: [
      `Hi ${row.submitterName || 'there'},`,
      `“${row.title}”, which you sent us, is now published on By Locals, For Locals. Thank you for writing for your neighbours.`,
    ],
    action: { label: 'See it on the site', url: `${site}${target ? target.url(publishedId) : '/account/submissions'}` },
  });
  await enqueueMail(
    db,
    [
      {
        kind: 'submission-live',
        to,
        subject: `Published: ${row.title}`,
        html,
        text,
        dedupeKey: `submission-live:${row.id}`,
      },
    ],
    now,
  );
  return true;
}
