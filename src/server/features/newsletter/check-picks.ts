import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { articles, businesses, events, spotlights } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { EditionUpdateInput } from '../../../shared/newsletter';
import { APPROVED, PUBLISHED } from '../../../shared/publishing';
import { publicNow } from '../../platform/visibility';

type Path = 'featuredArticles' | 'featuredEvents' | 'featuredBusinesses' | 'featuredSpotlight';

interface PickKind {
  path: Path;
  what: string;
  one: string;
  table: typeof articles | typeof events | typeof businesses | typeof spotlights;
  id: AnyPgColumn;
  name: AnyPgColumn;
  /** The same public rule as the candidate lists, so anything offered as a pick can be saved. */
  shown: (now: Date) => SQL;
}

const KINDS: PickKind[] = [
  {
    path: 'featuredArticles',
    what: 'articles',
    one: 'article',
    table: articles,
    id: articles.id,
    name: articles.title,
    shown: (now) => publicNow(articles.status, articles.publishDate, now, [PUBLISHED]),
  },
  {
    path: 'featuredEvents',
    what: 'events',
    one: 'event',
    table: events,
    id: events.id,
    name: events.title,
    shown: (now) => publicNow(events.status, events.publishDate, now, [PUBLISHED]),
  },
  {
    path: 'featuredBusinesses',
    what: 'businesses',
    one: 'business',
    table: businesses,
    id: businesses.id,
    name: businesses.name,
    shown: (now) => publicNow(businesses.status, businesses.publishDate, now, [PUBLISHED]),
  },
  {
    path: 'featuredSpotlight',
    what: 'spotlights',
    one: 'spotlight',
    table: spotlights,
    id: spotlights.id,
    name: spotlights.title,
    shown: (now) =>
      and(
        publicNow(spotlights.status, spotlights.publishDate, now, [APPROVED, PUBLISHED]),
        eq(spotlights.isActive, true),
      )!,
  },
];

const quoted = (names: string[]) => names.map((n) => `“${n}”`).join(', ');

/**
 * Picks must be public items. Refusals name the items by their titles (never by id): drafts and
 * hidden items as "not published yet", ids that match nothing as removed.
 */
export async function checkPicks(db: Db, input: EditionUpdateInput, now: Date = new Date()) {
  const errors: { path: string; message: string }[] = [];
  for (const kind of KINDS) {
    const raw = input[kind.path];
    const ids = [...new Set(raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : [raw])];
    if (!ids.length) continue;
    const rows = await db
      .select({ id: kind.id, name: kind.name, shown: sql<boolean>`coalesce(${kind.shown(now)}, false)` })
      .from(kind.table)
      .where(inArray(kind.id, ids));
    const byId = new Map(rows.map((r) => [r.id as string, r]));
    const hidden = rows.filter((r) => !r.shown).map((r) => r.name as string);
    const unknown = ids.filter((id) => !byId.has(id)).length;
    const parts: string[] = [];
    if (hidden.length)
      parts.push(
        hidden.length === 1
          ? `The ${kind.one} ${quoted(hidden)} is not published yet.`
          : `These ${kind.what} are not published yet: ${quoted(hidden)}.`,
      );
    if (unknown)
      parts.push(
        unknown === 1
          ? `One of the chosen ${kind.what} no longer exists; please choose again.`
          : `${unknown} of the chosen ${kind.what} no longer exist; please choose again.`,
      );
    if (parts.length) errors.push({ path: kind.path, message: parts.join(' ') });
  }
  if (errors.length)
    throw new AppError(
      'INVALID_PICKS',
      400,
      errors.length === 1 ? (errors[0]?.message ?? '') : 'Please correct the highlighted picks.',
      errors,
    );
}
