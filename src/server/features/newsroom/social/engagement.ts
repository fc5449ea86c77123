/**
 * Engagement is pulled back for 30 days after a post went out (every few hours per post), and
 * summed per day for a city's chart.
 */
import { and, asc, eq, gte, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { socialAccounts, socialPosts } from '../../../db/schema';
import { scheduleJob } from '../../../platform/background';
import { appNow } from '../../../platform/clock';
import type { SocialEngagementView } from '../../../../shared/social-contract';
import { keepCredentials, markReconnect, openCredentials } from './accounts';
import { platformClient, PlatformError, type SocialPlatform } from './platforms';

const DAY = 86_400_000;
const ENGAGEMENT_DAYS = 30;
const EVERY_MS = 6 * 60 * 60 * 1000;

export async function pullEngagement(app: FastifyInstance): Promise<number> {
  const db = app.deps.database.db;
  const now = appNow(app);
  const rows = await db
    .select({ post: socialPosts, account: socialAccounts })
    .from(socialPosts)
    .innerJoin(socialAccounts, eq(socialAccounts.id, socialPosts.accountId))
    .where(
      and(
        eq(socialPosts.status, 'posted'),
        isNotNull(socialPosts.remoteId),
        gte(socialPosts.postedAt, new Date(now.getTime() - ENGAGEMENT_DAYS * DAY)),
        or(isNull(socialPosts.engagementAt), lt(socialPosts.engagementAt, new Date(now.getTime() - EVERY_MS))),
        eq(socialAccounts.status, 'connected'),
      ),
    )
    .orderBy(asc(socialPosts.engagementAt))
    .limit(100);
  let pulled = 0;
  for (const { post, account } of rows) {
    const credentials = openCredentials(app.deps.config, account);
    if (!credentials) continue;
    try {
      const client = platformClient(account.platform as SocialPlatform, credentials, {
        config: app.deps.config,
        now: () => appNow(app),
      });
      const counts = await client.engagement(post.remoteId ?? '');
      await keepCredentials(app.deps.config, db, account, client.credentials());
      const engagement = Object.fromEntries(Object.entries(counts).filter(([, v]) => typeof v === 'number')) as Record<
        string,
        number
      >;
      await db.update(socialPosts).set({ engagement, engagementAt: now }).where(eq(socialPosts.id, post.id));
      pulled += 1;
    } catch (err) {
      if (err instanceof PlatformError && err.failure === 'reconnect') await markReconnect(db, account, err.message);
      else
        app.log.warn(
          { id: post.id, reason: err instanceof Error ? err.message : String(err) },
          'engagement not pulled',
        );
    }
  }
  return pulled;
}

/** Per day of posting over the last 30 days: the city's posts and what they gathered. */
export async function cityEngagement(db: Db, city: string, now: Date): Promise<SocialEngagementView> {
  const rows = await db
    .select({ postedAt: socialPosts.postedAt, engagement: socialPosts.engagement })
    .from(socialPosts)
    .where(
      and(
        eq(socialPosts.city, city),
        eq(socialPosts.status, 'posted'),
        gte(socialPosts.postedAt, new Date(now.getTime() - ENGAGEMENT_DAYS * DAY)),
      ),
    );
  const days = new Map<string, { day: string; likes: number; reposts: number; replies: number; posts: number }>();
  for (let i = ENGAGEMENT_DAYS - 1; i >= 0; i -= 1) {
    const day = new Date(now.getTime() - i * DAY).toISOString().slice(0, 10);
    days.set(day, { day, likes: 0, reposts: 0, replies: 0, posts: 0 });
  }
  for (const r of rows) {
    const entry = r.postedAt && days.get(r.postedAt.toISOString().slice(0, 10));
    if (!entry) continue;
    entry.posts += 1;
    entry.likes += r.engagement?.likes ?? 0;
    entry.reposts += r.engagement?.reposts ?? 0;
    entry.replies += r.engagement?.replies ?? 0;
  }
  return { days: [...days.values()] };
}

export function scheduleEngagementPulls(app: FastifyInstance) {
  scheduleJob(app, { name: 'social-engagement', everyMs: 30 * 60_000, run: () => pullEngagement(app) });
}
