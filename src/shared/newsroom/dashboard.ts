/** GET /api/admin/dashboard (staff). */
import { z } from 'zod';

/** What a new site needs before it opens, each ticked when done. */
export const SETUP_STEPS = ['settings', 'categories', 'story', 'newsletter', 'mail', 'payments'] as const;
export const setupStepSchema = z.object({
  step: z.enum(SETUP_STEPS),
  label: z.string(),
  done: z.boolean(),
  /** Where in the staff area it is done; null for what is set in the server's configuration. */
  href: z.string().nullable(),
  hint: z.string(),
});
export type SetupStep = z.infer<typeof setupStepSchema>;

export const dashboardSchema = z.object({
  /** The new site's checklist (every step done on a site that is up and running). */
  setup: z.array(setupStepSchema),
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
