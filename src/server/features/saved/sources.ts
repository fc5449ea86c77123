/**
 * Where each kind of saved item lives and what of it the public may see: a member saves only what is
 * public, and the Saved page leaves out whatever has stopped being so.
 */
import { and, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { articles, artists, businesses, deals, events } from '../../db/schema';
import { PUBLISHED } from '../../../shared/publishing';
import type { SavedKind } from '../../../shared/saved';
import { publicNow } from '../../platform/visibility';

export interface SavedSource {
  table: PgTable;
  id: PgColumn;
  title: PgColumn;
  image: PgColumn;
  city: PgColumn;
  visible: (now: Date) => SQL;
  link: (id: string) => string;
}

const page = (prefix: string) => (id: string) => `${prefix}/${encodeURIComponent(id)}`;

export const SAVED_SOURCES: Record<SavedKind, SavedSource> = {
  articles: {
    table: articles,
    id: articles.id,
    title: articles.title,
    image: articles.imageUrl,
    city: articles.city,
    visible: (now) => publicNow(articles.status, articles.publishDate, now, [PUBLISHED]),
    link: page('/articles'),
  },
  events: {
    table: events,
    id: events.id,
    title: events.title,
    image: events.imageUrl,
    city: events.city,
    visible: (now) => publicNow(events.status, events.publishDate, now, [PUBLISHED]),
    link: page('/events'),
  },
  businesses: {
    table: businesses,
    id: businesses.id,
    title: businesses.name,
    image: businesses.imageUrl,
    city: businesses.city,
    visible: (now) => publicNow(businesses.status, businesses.publishDate, now, [PUBLISHED]),
    link: page('/businesses'),
  },
  deals: {
    table: deals,
    id: deals.id,
    title: deals.title,
    image: deals.imageUrl,
    city: deals.city,
    // As the marketplace lists them: published, active and not expired.
    visible: (now) =>
      and(
        publicNow(deals.status, deals.publishDate, now),
        eq(deals.isActive, true),
        or(isNull(deals.validUntil), gt(deals.validUntil, now)),
      )!,
    link: () => '/marketplace',
  },
  artists: {
    table: artists,
    id: artists.id,
    title: artists.name,
    image: artists.imageUrl,
    city: artists.city,
    visible: (now) => publicNow(artists.status, artists.publishDate, now),
    link: page('/artist'),
  },
};

/** The condition "one of these ids, and public now" for a kind. */
export const publicAmong = (source: SavedSource, ids: string[], now: Date) =>
  and(inArray(source.id, ids), source.visible(now));
