import { z } from 'zod';
import { CITY_LABELS, isCity } from './cities';
import { INTEREST_LABELS, type InterestTopic } from './preferences';

export const RECOMMENDED_TYPES = ['article', 'business', 'event'] as const;
export type RecommendedType = (typeof RECOMMENDED_TYPES)[number];
export const RECOMMENDATION_LIMIT = 6;

/** Spec 000 section 3: what was picked, for whom it was picked and why. */
export const recommendationSchema = z.object({
  contentType: z.enum(RECOMMENDED_TYPES),
  content: z.object({
    id: z.string(),
    title: z.string().optional(),
    name: z.string().optional(),
    excerpt: z.string().optional(),
    description: z.string().optional(),
    category: z.string().optional(),
    city: z.string().optional(),
  }),
  /** 0 to 1; shown as a rounded percentage. */
  score: z.number().min(0).max(1),
  reason: z.string(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/** POST /api/activity (spec 000): a signed-in reader opened an item. */
export const activitySchema = z.object({
  contentType: z.enum(RECOMMENDED_TYPES, { error: 'Unknown content type' }),
  contentId: z.string().trim().min(1, 'Content id is required').max(100),
  actionType: z.literal('view', { error: 'Only views are recorded' }),
  timestamp: z.iso.datetime({ offset: true, error: 'Timestamp must be an ISO date-time' }).optional(),
});
export type ActivityInput = z.infer<typeof activitySchema>;

/** Words in a category (or an event's title) that tie an item to an interest topic. */
const TOPIC_WORDS: Record<InterestTopic, string[]> = {
  'local-news': ['news', 'community', 'environment', 'youth'],
  business: ['local business', 'services', 'automotive'],
  events: [],
  arts: ['arts', 'culture', 'art', 'gallery', 'theater', 'theatre'],
  music: ['music', 'concert', 'jazz', 'band', 'festival'],
  fashion: ['fashion', 'beauty', 'boutique', 'style'],
  sports: ['sports', 'recreation', 'fitness', 'game', 'marathon', 'run'],
  food: ['food', 'dining', 'drink', 'restaurant', 'cafe', 'bakery', 'market'],
  marketplace: ['retail', 'marketplace', 'shop', 'shopping', 'market'],
  resources: ['health', 'wellness', 'services', 'support', 'resources'],
};

export interface Candidate {
  contentType: RecommendedType;
  id: string;
  title: string;
  category: string | null;
  city: string;
  /** Publish date (articles), listing date (businesses) or the day it happens (events). */
  when: Date;
}

export interface ViewedItem {
  contentType: string;
  contentId: string;
  category: string | null;
  city: string | null;
}

export interface Profile {
  interests: readonly string[];
  /** The wizard's free text of other interests. */
  interestText: string;
  preferredCities: readonly string[];
  /** Recent views, newest first. */
  activity: readonly ViewedItem[];
}

export const WEIGHTS = {
  interest: 0.5,
  freeText: 0.4,
  city: 0.25,
  affinityPerView: 0.05,
  affinityMax: 0.15,
  fresh: 0.1,
};
const DAY_MS = 24 * 60 * 60 * 1000;

const hasWord = (text: string, word: string) =>
  new RegExp(`(^|[^a-z])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^a-z]|$)`).test(text);

/** Words of four letters or more from the free text: short words match too much. */
export function interestWords(text: string): string[] {
  return [
    ...new Set(
      text
        .toLowerCase()
        .split(/[^a-z&]+/)
        .filter((w) => w.length >= 4),
    ),
  ].slice(0, 20);
}

export function cityName(city: string): string {
  return isCity(city) ? (CITY_LABELS[city].split(',')[0] ?? city) : city;
}

/** The interest topic an item answers to, if any. */
export function matchingTopic(item: Candidate, interests: readonly string[]): InterestTopic | null {
  const text = (item.category ?? item.title).toLowerCase();
  for (const topic of interests as readonly InterestTopic[]) {
    if (topic === 'events' && item.contentType === 'event') return topic;
    if (topic === 'business' && item.contentType === 'business') return topic;
    if ((TOPIC_WORDS[topic] ?? []).some((w) => hasWord(text, w))) return topic;
  }
  return null;
}

/** 1 for something new or happening soon, fading to 0 over two months; businesses sit in the middle. */
export function freshness(item: Candidate, now: Date): number {
  if (item.contentType === 'business') return 0.5;
  const days = Math.abs(item.when.getTime() - now.getTime()) / DAY_MS;
  return Math.max(0, 1 - days / 60);
}

/**
 * Scores one item for one reader, 0..1, with the reason shown on its card. Items the reader has
 * already viewed, past events and items matching nothing the reader chose or read are left out (null).
 */
export function scoreCandidate(item: Candidate, profile: Profile, now: Date): { score: number; reason: string } | null {
  if (profile.activity.some((a) => a.contentType === item.contentType && a.contentId === item.id)) return null;
  if (item.contentType === 'event' && item.when.getTime() < now.getTime() - DAY_MS) return null;

  const topic = matchingTopic(item, profile.interests);
  const text = `${item.category ?? ''} ${item.title}`.toLowerCase();
  const word = topic ? null : interestWords(profile.interestText).find((w) => hasWord(text, w));
  const sameKind = profile.activity.filter((a) =>
    item.category ? a.category === item.category : a.contentType === item.contentType && !a.category,
  ).length;
  const affinity = Math.min(WEIGHTS.affinityMax, sameKind * WEIGHTS.affinityPerView);
  if (!topic && !word && affinity === 0) return null;

  // Without chosen cities, the cities the reader reads about stand in for them.
  const cities = profile.preferredCities.length ? profile.preferredCities : profile.activity.map((a) => a.city);
  const inCity = cities.includes(item.city);
  const raw =
    (topic ? WEIGHTS.interest : word ? WEIGHTS.freeText : 0) +
    (inCity ? WEIGHTS.city : 0) +
    affinity +
    WEIGHTS.fresh * freshness(item, now);
  const score = Math.round(Math.min(1, raw) * 1000) / 1000;

  const where = inCity ? ` in ${cityName(item.city)}` : '';
  // The item's own category when that is what matched, else the topic the reader ticked.
  const category = item.category?.toLowerCase() ?? '';
  const categoryMatched = topic !== null && TOPIC_WORDS[topic].some((w) => hasWord(category, w));
  const label = topic ? (categoryMatched && item.category ? item.category : INTEREST_LABELS[topic]) : '';
  let reason: string;
  if (topic) reason = `Because you follow ${label}${where}`;
  else if (word) reason = `Because you mentioned "${word}"${where}`;
  else reason = `Because you recently viewed ${item.category ?? 'events'}${where}`;
  return { score, reason };
}

/** The best few items, highest score first (ties: newest first, then id, so the order is stable). */
export function rankCandidates<T extends Candidate>(
  items: readonly T[],
  profile: Profile,
  now: Date,
  limit = RECOMMENDATION_LIMIT,
) {
  return items
    .map((item) => ({ item, result: scoreCandidate(item, profile, now) }))
    .filter((r): r is { item: T; result: { score: number; reason: string } } => r.result !== null)
    .sort(
      (a, b) =>
        b.result.score - a.result.score ||
        b.item.when.getTime() - a.item.when.getTime() ||
        a.item.id.localeCompare(b.item.id),
    )
    .slice(0, limit)
    .map(({ item, result }) => ({ item, ...result }));
}
