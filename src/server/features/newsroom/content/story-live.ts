import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { articles, users } from '../../../db/schema';
import { renderEmail } from '../../../platform/mail-layout';
import { enqueueMail } from '../../../platform/mail/queue';

/**
 * A story has gone live: its author (the staff account that wrote it) is told, at most once per
 * story: the stamp and the mail's dedupe key both hold it. A story made from a reader's submission
 * is announced to that reader by the review desk instead (review/draft-live.ts).
 */
export async function mailAuthorWhenLive(db: Db, id: string, site: string, now: Date): Promise<boolean> {
  const [story] = await db
    .update(articles)
    .set({ liveMailedAt: now })
    .where(
      and(
        eq(articles.id, id),
        isNull(articles.liveMailedAt),
        isNotNull(articles.authorId),
        isNull(articles.submissionId),
      ),
    )
    .returning({ id: articles.id, title: articles.title, slug: articles.slug, authorId: articles.authorId });
  if (!story?.authorId) return false;
  const [author] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, story.authorId));
  if (!author?.email) return false;
  const { html, text } = renderEmail({
    title: 'Your story is live',
    paragraphs: [`Hi ${author.firstName || 'there'},`, `“${story.title}” is now published on By Locals, For Locals.`],
    action: { label: 'Read it on the site', url: `${site}/articles/${story.slug ?? story.id}` },
  });
  await enqueueMail(
    db,
    [
      {
        kind: 'story-live',
        to: author.email,
        subject: `Live: ${story.title}`,
        html,
        text,
        dedupeKey: `story-live:${story.id}`,
      },
    ],
    now,
  );
  return true;
}
