/** GET /api/admin/dashboard (staff): what waits, what is drafted, what is coming, what went out this week. */
import { and, asc, count, countDistinct, eq, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import {
  adCampaigns,
  artistWriteups,
  photoSubmissions,
  sportsStories,
  spotlights,
  submissions,
  ventComments,
  ventFlags,
  ventPosts,
} from '../../../db/schema';
import { CONTENT_KINDS } from '../../../../shared/newsroom/content';
import { dashboardSchema, type Dashboard } from '../../../../shared/newsroom/dashboard';
import { appNow } from '../../../platform/clock';
import { requireStaff } from '../../../platform/guards';
import { publicNow, SCHEDULED_STATUS } from '../../../platform/visibility';
import { KINDS } from './kinds';
import { setupChecklist, type SiteServices } from './setup';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Everything the review desk has waiting, each counted the way the desk lists it. */
const PENDING: Record<string, { table: PgTable; n: SQL<number>; where?: SQL }> = {
  submissions: { table: submissions, n: count(), where: eq(submissions.status, 'pending') },
  photos: { table: photoSubmissions, n: count(), where: eq(photoSubmissions.status, 'pending') },
  spotlights: { table: spotlights, n: count(), where: eq(spotlights.status, 'pending') },
  sports: { table: sportsStories, n: count(), where: eq(sportsStories.status, 'pending') },
  writeups: { table: artistWriteups, n: count(), where: eq(artistWriteups.status, 'pending') },
  ventPosts: { table: ventPosts, n: count(), where: eq(ventPosts.status, 'pending') },
  ventComments: { table: ventComments, n: count(), where: eq(ventComments.status, 'pending') },
  // Paid campaigns whose creative waits for approval (the desk's ad queue).
  ads: { table: adCampaigns, n: count(), where: eq(adCampaigns.status, 'awaiting_approval') },
  // Vent Room posts and comments readers reported, until staff decide (one per item, however many reports).
  reported: { table: ventFlags, n: countDistinct(sql`(${ventFlags.targetType}, ${ventFlags.targetId})`) },
};

export async function dashboard(db: Db, now: Date, services: SiteServices): Promise<Dashboard> {
  const pending: Record<string, number> = {};
  for (const [name, { table, n, where }] of Object.entries(PENDING)) {
    const [row] = await db.select({ n }).from(table).where(where);
    pending[name] = Number(row?.n ?? 0);
  }
  const drafts: Record<string, number> = {};
  const scheduled: Dashboard['scheduled'] = [];
  const publishedThisWeek: Dashboard['publishedThisWeek'] = [];
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  for (const kind of CONTENT_KINDS) {
    const spec = KINDS[kind];
    const [d] = await db.select({ n: count() }).from(spec.table).where(eq(spec.status, 'draft'));
    drafts[kind] = d?.n ?? 0;
    const upcoming = (await db
      .select({ id: spec.id, title: spec.title, city: spec.city, at: spec.publishDate })
      .from(spec.table)
      .where(and(eq(spec.status, SCHEDULED_STATUS), gt(spec.publishDate, now)))
      .orderBy(asc(spec.publishDate))
      .limit(20)) as { id: string; title: string; city: string; at: Date }[];
    scheduled.push(
      ...upcoming.map((r) => ({ kind, id: r.id, title: r.title, city: r.city, publishDate: r.at.toISOString() })),
    );
    const week = (await db
      .select({ city: spec.city, n: count() })
      .from(spec.table)
      .where(
        and(
          publicNow(spec.status, spec.publishDate, now, spec.publicStatuses),
          gte(spec.publishDate, weekAgo),
          lte(spec.publishDate, now),
        ),
      )
      .groupBy(spec.city)) as { city: string; n: number }[];
    publishedThisWeek.push(...week.map((r) => ({ city: r.city, kind, count: r.n })));
  }
  scheduled.sort((a, b) => a.publishDate.localeCompare(b.publishDate));
  const setup = await setupChecklist(db, services);
  return { setup, pending, drafts, scheduled: scheduled.slice(0, 20), publishedThisWeek };
}

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireStaff);
  app.get('/dashboard', { schema: { tags: ['newsroom'], response: { 200: dashboardSchema } } }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { config, payments } = app.deps;
    return dashboard(app.deps.database.db, appNow(app), {
      mail: Boolean(config.SMTP_URL),
      payments: payments.kind !== 'disabled',
    });
  });
};
