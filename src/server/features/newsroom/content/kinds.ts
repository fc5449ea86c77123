/**
 * The nine staff-managed kinds as data: their table, which columns play which part, who counts as
 * public, and how a validated body becomes column values. The routes and the service are generic.
 */
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  articles,
  artists,
  businesses,
  deals,
  events,
  fashionItems,
  resources,
  spotlights,
  sportsStories,
  type User,
} from '../../../db/schema';
import type { ContentKind } from '../../../../shared/newsroom/content';
import { dayInTimeZone } from '../../../../shared/zoned-days';
import { formatTime } from '../../../../shared/clock';
import { displayName } from '../../../platform/guards';

export interface SaveContext {
  user: User;
  now: Date;
  /** The stored row on update; null on create. */
  existing: Record<string, unknown> | null;
}

export interface KindSpec {
  kind: ContentKind;
  table: PgTable;
  id: AnyPgColumn;
  title: AnyPgColumn;
  status: AnyPgColumn;
  publishDate: AnyPgColumn;
  city: AnyPgColumn;
  category: AnyPgColumn | null;
  /** Searched by `q` (contains, any case). */
  search: AnyPgColumn[];
  /** "Newest first". */
  created: AnyPgColumn;
  /** Statuses that are public without a date check (besides `published`). */
  publicStatuses: readonly string[];
  /** The TS key of the publish-date column (sports call it publishedAt). */
  publishKey: string;
  titleKey: string;
  /** Body fields that are not columns, or need converting; the rest map one to one. */
  toValues?(body: Record<string, unknown>, ctx: SaveContext): Record<string, unknown>;
  /** Values only the server sets on create (owner, byline defaults). */
  onCreate?(ctx: SaveContext): Record<string, unknown>;
}

/** Body keys that hold ISO instants and are stored as timestamps. */
export const INSTANT_KEYS = ['publishDate', 'validUntil', 'featuredDate', 'startsAt', 'endsAt'] as const;

const base = <T extends PgTable & { id: AnyPgColumn; status: AnyPgColumn; city: AnyPgColumn }>(table: T) => ({
  table,
  id: table.id,
  status: table.status,
  city: table.city,
  publicStatuses: ['published'] as readonly string[],
  publishKey: 'publishDate',
});

export const KINDS: Record<ContentKind, KindSpec> = {
  articles: {
    ...base(articles),
    kind: 'articles',
    title: articles.title,
    titleKey: 'title',
    publishDate: articles.publishDate,
    category: articles.category,
    search: [articles.title, articles.excerpt, articles.content],
    created: articles.createdAt,
    onCreate: ({ user, now }) => ({
      authorId: user.id,
      author: displayName(user),
      excerpt: '',
      category: '',
      imageUrl: '',
      content: '',
      publishDate: now,
    }),
  },
  businesses: {
    ...base(businesses),
    kind: 'businesses',
    title: businesses.name,
    titleKey: 'name',
    publishDate: businesses.publishDate,
    category: businesses.category,
    search: [businesses.name, businesses.description, businesses.address],
    created: businesses.createdAt,
  },
  events: {
    ...base(events),
    kind: 'events',
    title: events.title,
    titleKey: 'title',
    publishDate: events.publishDate,
    category: null,
    search: [events.title, events.description, events.location],
    created: events.createdAt,
    // The old day and display-time columns follow the real start, so older pages keep reading them.
    toValues: (body) => {
      if (!(body.startsAt instanceof Date)) return {};
      return { date: dayInTimeZone(body.startsAt), time: formatTime(body.startsAt) };
    },
  },
  deals: {
    ...base(deals),
    kind: 'deals',
    title: deals.title,
    titleKey: 'title',
    publishDate: deals.publishDate,
    category: deals.category,
    search: [deals.title, deals.description, deals.businessName],
    created: deals.createdAt,
  },
  resources: {
    ...base(resources),
    kind: 'resources',
    title: resources.name,
    titleKey: 'name',
    publishDate: resources.publishDate,
    category: resources.category,
    search: [resources.name, resources.description, resources.services],
    created: resources.createdAt,
  },
  fashion: {
    ...base(fashionItems),
    kind: 'fashion',
    title: fashionItems.title,
    titleKey: 'title',
    publishDate: fashionItems.publishDate,
    category: fashionItems.category,
    search: [fashionItems.title, fashionItems.description, fashionItems.brand, fashionItems.designer],
    created: fashionItems.createdAt,
  },
  sports: {
    ...base(sportsStories),
    kind: 'sports',
    title: sportsStories.title,
    titleKey: 'title',
    publishDate: sportsStories.publishedAt,
    publishKey: 'publishedAt',
    category: sportsStories.sport,
    search: [sportsStories.title, sportsStories.content, sportsStories.team],
    created: sportsStories.submittedAt,
    onCreate: ({ user }) => ({ authorName: displayName(user), authorEmail: user.email ?? '', submittedBy: user.id }),
  },
  spotlights: {
    ...base(spotlights),
    kind: 'spotlights',
    title: spotlights.title,
    titleKey: 'title',
    publishDate: spotlights.publishDate,
    category: spotlights.type,
    search: [spotlights.title, spotlights.featureName, spotlights.description],
    created: spotlights.createdAt,
    // Nominations approved at the review desk are public, as before.
    publicStatuses: ['published', 'approved'],
  },
  artists: {
    ...base(artists),
    kind: 'artists',
    title: artists.name,
    titleKey: 'name',
    publishDate: artists.publishDate,
    category: artists.medium,
    search: [artists.name, artists.bio, artists.style],
    created: artists.createdAt,
  },
};
