/** Sports Central: the spec's value lists (spec 001 section 3), the list query and the card shape. */
import { z } from 'zod';
import { CITIES } from './cities';
import { optionalChoice, paginationQuery } from './directory';

export const SPORTS = [
  'basketball',
  'football',
  'baseball',
  'soccer',
  'hockey',
  'tennis',
  'golf',
  'track',
  'swimming',
  'wrestling',
  'volleyball',
  'lacrosse',
  'softball',
  'other',
] as const;
export type Sport = (typeof SPORTS)[number];

export const SPORTS_CATEGORIES = ['news', 'recap', 'preview', 'profile', 'analysis'] as const;
export type SportsCategory = (typeof SPORTS_CATEGORIES)[number];

export const LEAGUES = ['high school', 'college', 'professional', 'local', 'youth'] as const;
export type League = (typeof LEAGUES)[number];

/** The page's tabs: "All Sports" plus one per category. */
export const SPORTS_TABS: readonly { value: SportsCategory | 'all'; label: string }[] = [
  { value: 'all', label: 'All Sports' },
  { value: 'news', label: 'News' },
  { value: 'recap', label: 'Game Recaps' },
  { value: 'preview', label: 'Previews' },
  { value: 'profile', label: 'Profiles' },
  { value: 'analysis', label: 'Analysis' },
];

export const DEFAULT_SEASON = 'Current Season';
export const SPORTS_EXCERPT_LENGTH = 150;
export const SPORTS_TAGS_SHOWN = 3;

export const sportsQuerySchema = paginationQuery.extend({
  city: optionalChoice('city', CITIES),
  sport: optionalChoice('sport', SPORTS),
  category: optionalChoice('category', SPORTS_CATEGORIES),
  league: optionalChoice('league', LEAGUES),
});
export type SportsQuery = z.input<typeof sportsQuerySchema>;

export const sportsFeaturedQuerySchema = paginationQuery.extend({ city: optionalChoice('city', CITIES) });

/** A published story as the cards show it; the author's e-mail never leaves the server. */
export const sportsItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  sport: z.string(),
  team: z.string().nullable(),
  playerName: z.string().nullable(),
  category: z.string(),
  league: z.string().nullable(),
  season: z.string().nullable(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  /** A calendar date, YYYY-MM-DD. */
  gameDate: z.string().nullable(),
  location: z.string().nullable(),
  score: z.string().nullable(),
  publishedAt: z.string().nullable(),
  tags: z.string().nullable(),
  city: z.string(),
  isFeatured: z.boolean(),
  /** Approved reader comments (shared/comments.ts). */
  commentCount: z.number().int(),
});
export type SportsItem = z.infer<typeof sportsItemSchema>;
