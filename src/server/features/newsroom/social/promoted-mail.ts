/** A reader whose submission the desk promoted hears so once, with the link to the post. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users, type SocialPost } from '../../../db/schema';
import { appNow } from '../../../platform/clock';
import { renderEmail } from '../../../platform/mail-layout';
import { wakeMailWorker } from '../../../platform/mail/plugin';
import { enqueueMail } from '../../../platform/mail/queue';
import { SOCIAL_PLATFORM_LABELS, type SocialPlatformName } from '../../../../shared/social';
import { linkedItem } from './linked';

export async function noticePromoted(app: FastifyInstance, post: SocialPost, remoteUrl: string | null): Promise<void> {
  if (!post.linkedContentId) return;
  const db = app.deps.database.db;
  const item = await linkedItem(db, post.linkedContentId, appNow(app));
  const sender = item?.submittedBy;
  if (!item || !sender) return;
  const [account] = sender.userId
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, sender.userId))
    : [];
  const to = account?.email ?? sender.email;
  if (!to) return;
  const network = SOCIAL_PLATFORM_LABELS[post.platform as SocialPlatformName] ?? post.platform;
  const { html, text } = renderEmail({
    title: 'We shared your story',
    paragraphs: [
      `Hi ${sender.name || 'there'},`,
      `“${item.title}”, which you sent us, is now being shared on our ${network} account. Thank you for writing for your neighbours.`,
    ],
    action: { label: `See it on ${network}`, url: remoteUrl ?? post.link ?? '' },
  });
  const queued = await enqueueMail(
    db,
    [
      {
        kind: 'social-promoted',
        to,
        subject: `Shared on ${network}: ${item.title}`,
        html,
        text,
        dedupeKey: `social-promoted:${item.id}`,
      },
    ],
    appNow(app),
  );
  if (queued) wakeMailWorker(app);
}
