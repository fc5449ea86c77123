/** GET /api/admin/dashboard (staff). */
import { z } from 'zod';

export const dashboardSchema = z.object({
  /**
   * Items waiting for the review desk, by kind: submissions, photos, spotlights, sports, writeups, ventPosts,
   * ventComments, ads (paid, awaiting approval) and reported (Vent Room items readers reported).
   */
  pending: z.record(z.string(), z.number().int()),
  /** Drafts per content kind. */
  drafts: z.record(z.string(), z.number().int()),
  /** Scheduled items, soonest first (at most 20). */
  scheduled: z.array(
    z.object({ kind: z.string(), id: z.string(), title: z.string(), city: z.string(), publishDate: z.string() }),
  ),
  /** Items that went public in the last 7 days, per city and kind. */
  publishedThisWeek: z.array(z.object({ city: z.string(), kind: z.string(), count: z.number().int() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
