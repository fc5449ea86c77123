import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ventPosts } from '../../db/schema';
import { renderEmail } from '../../platform/mail-layout';
import { enqueueMail } from '../../platform/mail/queue';

/**
 * Tells the author that a moderator approved their Vent Room post. The key is the review desk's for
 * the same post, so an approval made on either desk sends one message.
 */
export async function queuePostApprovedEmail(db: Db, id: string, site: string, now: Date) {
  const [post] = await db
    .select({ title: ventPosts.title, authorName: ventPosts.authorName, authorEmail: ventPosts.authorEmail })
    .from(ventPosts)
    .where(eq(ventPosts.id, id));
  if (!post?.authorEmail) return;
  const { html, text } = renderEmail({
    title: 'Your Vent Room post is live',
    paragraphs: [
      `Hi ${post.authorName || 'there'},`,
      `Good news: “${post.title}” was approved by our moderators and is now in the Vent Room.`,
    ],
    action: { label: 'See the Vent Room', url: `${site}/vent-room` },
  });
  await enqueueMail(
    db,
    [
      {
        kind: 'review-decision',
        to: post.authorEmail,
        subject: `Approved: ${post.title}`,
        html,
        text,
        dedupeKey: `review:vent-post:${id}`,
      },
    ],
    now,
  );
}
