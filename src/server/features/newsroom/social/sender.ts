/**
 * Sends due posts at most once. Each attempt is first written (status `sending`, the attempt
 * counted, its start time) in its own committed statement, and only then is the network called;
 * the remote id is kept on success. A post still `sending` after its lease was interrupted (a crash
 * between the network's answer and our write): it is sent again only where the network recognises
 * the same idempotency key, otherwise it is held for staff to check. See decision 051.
 */
import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { socialAccounts, socialPosts, type SocialAccount, type SocialPost } from '../../../db/schema';
import { appNow } from '../../../platform/clock';
import { scheduleJob } from '../../../platform/background';
import { getAccount, keepCredentials, markReconnect, openCredentials } from './accounts';
import { cancelPending } from './drafts';
import { imageFor } from './images';
import { linkedItem } from './linked';
import { noticePromoted } from './promoted-mail';
import { DEDUPLICATION_MS, platformClient, PlatformError, type SocialPlatform } from './platforms';

/** How long one attempt may take before a `sending` post counts as interrupted. */
const SENDING_LEASE_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;
/** Waits before the 2nd, 3rd, ... attempt. */
const BACKOFF_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];
export const HELD_REASON =
  'Sending was interrupted after the network may have accepted the post. Check the account: if the post is not there, press Retry.';

type Outcome = 'posted' | 'retrying' | 'failed' | 'waiting' | 'skipped' | 'cancelled';

/** Interrupted attempts: resent under the same key where the network de-duplicates, else held. */
async function recoverInterrupted(app: FastifyInstance, now: Date) {
  const db = app.deps.database.db;
  const stale = await db
    .select()
    .from(socialPosts)
    .where(
      and(
        eq(socialPosts.status, 'sending'),
        lt(socialPosts.attemptStartedAt, new Date(now.getTime() - SENDING_LEASE_MS)),
      ),
    );
  for (const post of stale) {
    const window = DEDUPLICATION_MS[post.platform as SocialPlatform] ?? 0;
    const started = post.attemptStartedAt?.getTime() ?? 0;
    const safe = window > 0 && now.getTime() - started < window;
    await db
      .update(socialPosts)
      .set(safe ? { status: 'scheduled', nextAttemptAt: null } : { status: 'held', lastError: HELD_REASON })
      .where(and(eq(socialPosts.id, post.id), eq(socialPosts.status, 'sending')));
    app.log.warn(
      { post: post.id, platform: post.platform, outcome: safe ? 'sent again under its key' : 'held' },
      'interrupted social post',
    );
  }
}

/** One turn: interrupted attempts first, then every due post of a connected account. */
export async function sendDuePosts(app: FastifyInstance): Promise<Record<string, Outcome>> {
  const db = app.deps.database.db;
  const now = appNow(app);
  await recoverInterrupted(app, now);
  const due = await db
    .select({ id: socialPosts.id })
    .from(socialPosts)
    .innerJoin(socialAccounts, eq(socialAccounts.id, socialPosts.accountId))
    .where(
      and(
        eq(socialPosts.status, 'scheduled'),
        lte(socialPosts.scheduledFor, now),
        or(isNull(socialPosts.nextAttemptAt), lte(socialPosts.nextAttemptAt, now)),
        eq(socialAccounts.status, 'connected'),
      ),
    )
    .limit(25);
  const outcomes: Record<string, Outcome> = {};
  for (const { id } of due) outcomes[id] = await sendPost(app, id);
  if (due.length) app.log.info({ outcomes }, 'social posts sent');
  return outcomes;
}

/** Claims the post (only one caller can) and sends it. */
export async function sendPost(app: FastifyInstance, id: string): Promise<Outcome> {
  const db = app.deps.database.db;
  const now = appNow(app);
  const [candidate] = await db.select().from(socialPosts).where(eq(socialPosts.id, id));
  if (!candidate || candidate.status !== 'scheduled') return 'skipped';
  if (candidate.linkedContentId) {
    const item = await linkedItem(db, candidate.linkedContentId, now);
    if (!item?.isPublic) {
      await cancelPending(
        db,
        candidate.linkedContentId,
        item ? 'The linked item is no longer public.' : 'The linked item was deleted.',
      );
      return 'cancelled';
    }
  }
  // The committed claim: from here on a crash leaves the post `sending`, never `scheduled`.
  const [post] = await db
    .update(socialPosts)
    .set({ status: 'sending', attempts: candidate.attempts + 1, attemptStartedAt: now })
    .where(and(eq(socialPosts.id, id), eq(socialPosts.status, 'scheduled')))
    .returning();
  if (!post) return 'skipped';
  let account: SocialAccount | undefined;
  try {
    account = await getAccount(db, post.accountId ?? '');
    const credentials = openCredentials(app.deps.config, account);
    if (!credentials)
      throw new PlatformError('reconnect', 'The saved credentials can no longer be read; connect the account again.');
    const client = platformClient(account.platform as SocialPlatform, credentials, {
      config: app.deps.config,
      now: () => appNow(app),
    });
    const image = post.imageUrl
      ? await imageFor(app, account.platform as SocialPlatform, post.imageUrl, post.title)
      : undefined;
    try {
      const published = await client.publish({
        text: post.content,
        link: post.link ?? undefined,
        image,
        idempotencyKey: post.id,
      });
      await db
        .update(socialPosts)
        .set({
          status: 'posted',
          remoteId: published.remoteId,
          remoteUrl: published.url ?? null,
          postedAt: appNow(app),
          lastError: null,
        })
        .where(and(eq(socialPosts.id, id), eq(socialPosts.status, 'sending')));
      await noticePromoted(app, post, published.url ?? null).catch((err: unknown) =>
        app.log.error({ err, id }, 'promotion notice failed'),
      );
      return 'posted';
    } finally {
      await keepCredentials(app.deps.config, db, account, client.credentials()).catch(() => undefined);
    }
  } catch (err) {
    return failed(app, post, err, account);
  }
}

async function failed(app: FastifyInstance, post: SocialPost, err: unknown, account?: SocialAccount): Promise<Outcome> {
  const db = app.deps.database.db;
  const now = appNow(app);
  const failure =
    err instanceof PlatformError
      ? err
      : new PlatformError('unavailable', err instanceof Error ? err.message : String(err));
  const where = and(eq(socialPosts.id, post.id), eq(socialPosts.status, 'sending'));
  if (failure.failure === 'reconnect') {
    if (account && !(await markReconnect(db, account, failure.message))) {
      // The account's credentials changed meanwhile (refreshed elsewhere, reconnected): try with those.
      await db
        .update(socialPosts)
        .set({ status: 'scheduled', attempts: post.attempts - 1, nextAttemptAt: new Date(now.getTime() + 60_000) })
        .where(where);
      return 'retrying';
    }
    await db
      .update(socialPosts)
      .set({ status: 'scheduled', lastError: failure.message, attempts: post.attempts - 1 })
      .where(where);
    return 'waiting';
  }
  if (failure.failure === 'rejected' || post.attempts >= MAX_ATTEMPTS) {
    await db
      .update(socialPosts)
      .set({ status: 'failed', lastError: failure.message, nextAttemptAt: null })
      .where(where);
    return 'failed';
  }
  const wait = Math.max(BACKOFF_MS[post.attempts - 1] ?? BACKOFF_MS.at(-1)!, failure.retryAfterMs ?? 0);
  await db
    .update(socialPosts)
    .set({ status: 'scheduled', lastError: failure.message, nextAttemptAt: new Date(now.getTime() + wait) })
    .where(where);
  return 'retrying';
}

/** Every SOCIAL_SEND_EVERY_SECONDS (30 unless set) on whichever process holds the job's turn. */
export function scheduleSocialSending(app: FastifyInstance) {
  const everyMs = app.deps.config.SOCIAL_SEND_EVERY_SECONDS * 1000;
  scheduleJob(app, { name: 'social-sending', everyMs, run: () => sendDuePosts(app) });
}
