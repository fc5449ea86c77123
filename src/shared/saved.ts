/** Saved items (a member's bookmarks) and their private calendar feed: the API's shapes. */
import { z } from 'zod';

export const SAVED_KINDS = ['articles', 'events', 'businesses', 'deals', 'artists'] as const;
export type SavedKind = (typeof SAVED_KINDS)[number];
export const savedKindSchema = z.enum(SAVED_KINDS);

/** Headings of the Saved page, in the order it shows them. */
export const SAVED_KIND_LABELS: Record<SavedKind, string> = {
  articles: 'Stories',
  events: 'Events',
  businesses: 'Businesses',
  deals: 'Deals',
  artists: 'Artists',
};

/** Ids are generated text; anything else simply matches nothing (404), never a 500. */
export const savedItemParams = z.object({ kind: savedKindSchema, id: z.string().min(1).max(100) });

export const savedStateSchema = z.object({ saved: z.boolean() });
export type SavedState = z.infer<typeof savedStateSchema>;

export const savedItemSchema = z.object({
  kind: savedKindSchema,
  id: z.string(),
  title: z.string(),
  /** The item's page on the site (deals, which have no page of their own: the marketplace). */
  link: z.string(),
  imageUrl: z.string().nullable(),
  city: z.string(),
  /** Events only: the day (YYYY-MM-DD) and, when known, the start instant (ISO). */
  date: z.string().nullable(),
  startsAt: z.string().nullable(),
  savedAt: z.string(),
});
export type SavedItem = z.infer<typeof savedItemSchema>;

/** The private feed's address, answered once when it is made (only its hash is kept). */
export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** Whether the member has a feed (its address cannot be shown again, only replaced). */
export const calendarFeedStateSchema = z.object({ exists: z.boolean() });
