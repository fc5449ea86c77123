/**
 * The reply digest: each reader with new approved replies to their comments gets one e-mail listing
 * them, at most one an hour, unless they turned reply e-mails off. It names the repliers as the site
 * shows them (never an address) and carries one-click unsubscribe (RFC 8058).
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { commentReplyNotices, commentReplySettings, storyComments, users } from '../../db/schema';
import { renderEmail } from '../../platform/mail-layout';
import { enqueueMail } from '../../platform/mail/queue';
import { siteUrl } from '../../platform/site-url';
import { storyPath } from '../../platform/story-comments';
import { shownName } from './names';
import { replyUnsubscribeUrl } from './unsubscribe';

/** A reader hears about replies at most this often. */
export const DIGEST_GAP_MS = 60 * 60 * 1000;
const EXCERPT = 200;

interface Pending {
  noticeId: string;
  recipient: string;
  replyId: string;
  replyStatus: string;
  content: string;
  kind: string;
  targetId: string;
  targetTitle: string;
  firstName: string | null;
  lastName: string | null;
}

const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text);

function digestMessage(
  config: Config,
  secret: string,
  to: { id: string; email: string; firstName: string | null },
  replies: Pending[],
) {
  const base = siteUrl(config);
  const unsubscribe = replyUnsubscribeUrl(config, secret, to.id);
  const first = replies[0]!;
  const lines = replies.map(
    (r) =>
      `${shownName(r)} replied to your comment on “${r.targetTitle}”: “${excerpt(r.content)}” ${base}${storyPath(r.kind, r.targetId)}#comment-${r.replyId}`,
  );
  const n = replies.length;
  const { html, text } = renderEmail({
    title: n === 1 ? 'A new reply to your comment' : `${n} new replies to your comments`,
    paragraphs: [`Hi ${to.firstName?.trim() || 'there'},`, ...lines],
    action: { label: 'Read the conversation', url: `${base}${storyPath(first.kind, first.targetId)}#comments` },
    footer: `You get these e-mails because someone replied to your comment. Stop reply e-mails: ${unsubscribe}`,
  });
  return {
    kind: 'comment-reply-digest',
    to: to.email,
    subject: n === 1 ? `${shownName(first)} replied to your comment` : `${n} new replies to your comments`,
    html,
    text,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    dedupeKey: `comment-digest:${first.noticeId}`,
  };
}

/** One turn of the job: queues the digests due now; answers how many were queued. */
export async function sendReplyDigests(db: Db, config: Config, secret: string, now: Date): Promise<number> {
  const pending: Pending[] = await db
    .select({
      noticeId: commentReplyNotices.id,
      recipient: commentReplyNotices.recipientUserId,
      replyId: storyComments.id,
      replyStatus: storyComments.status,
      content: storyComments.content,
      kind: storyComments.targetKind,
      targetId: storyComments.targetId,
      targetTitle: storyComments.targetTitle,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(commentReplyNotices)
    .innerJoin(storyComments, eq(storyComments.id, commentReplyNotices.replyId))
    .innerJoin(users, eq(users.id, storyComments.authorUserId))
    .where(isNull(commentReplyNotices.sentAt))
    .orderBy(asc(commentReplyNotices.createdAt))
    .limit(5000);
  const byRecipient = new Map<string, Pending[]>();
  for (const p of pending) byRecipient.set(p.recipient, [...(byRecipient.get(p.recipient) ?? []), p]);
  let queued = 0;
  for (const [recipientId, notices] of byRecipient) {
    const sent = await db.transaction(async (tx) => {
      const [reader] = await tx
        .select({ id: users.id, email: users.email, firstName: users.firstName, setting: commentReplySettings })
        .from(users)
        .leftJoin(commentReplySettings, eq(commentReplySettings.userId, users.id))
        .where(eq(users.id, recipientId));
      const last = reader?.setting?.lastDigestAt;
      if (last && now.getTime() - last.getTime() < DIGEST_GAP_MS) return false; // its hour is not over
      const shown = notices.filter((n) => n.replyStatus === 'approved');
      const wanted = reader?.email && reader.setting?.replyEmails !== false && shown.length > 0;
      // Replies hidden since, and those of a reader who turned the e-mails off, are settled unsent.
      await tx
        .update(commentReplyNotices)
        .set({ sentAt: now })
        .where(
          and(
            inArray(
              commentReplyNotices.id,
              notices.map((n) => n.noticeId),
            ),
            isNull(commentReplyNotices.sentAt),
          ),
        );
      if (!wanted) return false;
      await enqueueMail(tx, [digestMessage(config, secret, { ...reader, email: reader.email! }, shown)], now);
      await tx
        .insert(commentReplySettings)
        .values({ userId: recipientId, lastDigestAt: now })
        .onConflictDoUpdate({ target: commentReplySettings.userId, set: { lastDigestAt: now } });
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}
