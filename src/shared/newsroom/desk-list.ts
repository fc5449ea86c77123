/**
 * The newsroom's lists beyond search and filters: sorting, "whose" and "when" filters, and the bulk
 * actions (POST /api/admin/content/{kind}/bulk) with the one-line summary staff read afterwards.
 */
import { z } from 'zod';
import { optionalChoice, optionalParam } from '../query-params';
import { adminContentListQuerySchema } from './content';

export const DESK_SORTS = ['updated', 'title', 'published', 'status'] as const;
export type DeskSort = (typeof DESK_SORTS)[number];

/** A real calendar day (2026-02-30 is refused here, not by the database). */
const isDay = (text: string) => {
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text && text >= '1900-01-01';
};
const day = (field: string) =>
  optionalParam(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date like 2026-11-28.`)
      .refine(isDay, `${field} must be a date like 2026-11-28.`),
  );

/**
 * GET /api/admin/content/{kind}, all of it: `sort` (newest edit first by default; `title` A to Z,
 * `published` newest first, `status` grouped), `author` (an account id, or `me`), and `from`/`to`
 * (days of the publish date, magazine time, both included).
 */
export const deskListQuerySchema = adminContentListQuerySchema
  .extend({
    sort: optionalChoice('sort', DESK_SORTS),
    author: optionalParam(z.string().trim().min(1).max(100)),
    from: day('from'),
    to: day('to'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'The end date must not be before the start date.',
  });
export type DeskListQuery = z.infer<typeof deskListQuerySchema>;

export const BULK_ACTIONS = ['publish', 'unpublish', 'delete', 'categorise'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const BULK_MAX = 100;

export const bulkRequestSchema = z
  .object({
    action: z.enum(BULK_ACTIONS, { error: `action must be one of: ${BULK_ACTIONS.join(', ')}` }),
    ids: z
      .array(z.string().min(1).max(100))
      .min(1, 'Please select at least one item.')
      .max(BULK_MAX, `Please select at most ${BULK_MAX} items at once.`),
    /** The new category (artists: medium, sports: sport, spotlights: type); only with `categorise`. */
    category: z.string().trim().min(1, 'Please choose a category.').max(100).optional(),
  })
  .refine((b) => b.action !== 'categorise' || b.category !== undefined, {
    path: ['category'],
    message: 'Please choose a category.',
  });
export type BulkRequest = z.infer<typeof bulkRequestSchema>;

export interface BulkItemResult {
  id: string;
  /** Empty when the item no longer exists. */
  title: string;
  ok: boolean;
  /** Why it was not done, in words a person reads (never an id). */
  message?: string;
}
export interface BulkResponse {
  action: BulkAction;
  done: number;
  results: BulkItemResult[];
  summary: string;
}

const DONE_WORDS: Record<BulkAction, string> = {
  publish: 'published',
  unpublish: 'unpublished',
  delete: 'deleted',
  categorise: 'moved',
};

/** "2 published. Not published: “Snow plows” (A published article needs a cover image)." */
export function bulkSummary(action: BulkAction, results: BulkItemResult[]): string {
  const done = results.filter((r) => r.ok).length;
  const failed = results.filter((r) => !r.ok);
  const head = `${done} ${DONE_WORDS[action]}.`;
  if (failed.length === 0) return head;
  const reasons = failed.map(
    (r) => `${r.title ? `“${r.title}”` : 'an item that no longer exists'} (${r.message ?? 'not allowed'})`,
  );
  return `${head} Not ${DONE_WORDS[action]}: ${reasons.join('; ')}.`;
}

/** GET /api/admin/demo-content: what "Remove all demo content" would remove, and what it keeps. */
export interface DemoContentCount {
  /** Demo items (stories, places, posts, editions...) that would go, counting their demo parts. */
  count: number;
  /** Demo items staff have since edited (or readers replied to): kept. */
  kept: number;
}
export const demoRemoveSchema = z.object({
  confirm: z.literal(true, { error: 'Please confirm the removal.' }),
});
export interface DemoRemoveResult {
  removed: number;
  kept: number;
}
