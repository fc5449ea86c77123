import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, businesses, events, spotlights } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { EditionUpdateInput } from '../../../shared/newsletter';
import { APPROVED, PUBLISHED } from '../../../shared/publishing';

/** Picks must be public items: ids of drafts, unknown ids and typos are named in a 400. */
export async function checkPicks(db: Db, input: EditionUpdateInput) {
  const errors: { path: string; message: string }[] = [];
  const check = async (
    path: string,
    ids: string[] | undefined,
    found: (ids: string[]) => Promise<{ id: string }[]>,
    what: string,
  ) => {
    if (!ids?.length) return;
    const ok = new Set((await found(ids)).map((r) => r.id));
    const missing = ids.filter((id) => !ok.has(id));
    if (missing.length) errors.push({ path, message: `These ${what} are not published: ${missing.join(', ')}` });
  };
  await check(
    'featuredArticles',
    input.featuredArticles,
    (ids) =>
      db
        .select({ id: articles.id })
        .from(articles)
        .where(and(inArray(articles.id, ids), eq(articles.status, PUBLISHED))),
    'articles',
  );
  await check(
    'featuredEvents',
    input.featuredEvents,
    (ids) =>
      db
        .select({ id: events.id })
        .from(events)
        .where(and(inArray(events.id, ids), eq(events.status, PUBLISHED))),
    'events',
  );
  await check(
    'featuredBusinesses',
    input.featuredBusinesses,
    (ids) =>
      db
        .select({ id: businesses.id })
        .from(businesses)
        .where(and(inArray(businesses.id, ids), eq(businesses.status, PUBLISHED))),
    'businesses',
  );
  const spotlight = input.featuredSpotlight;
  await check(
    'featuredSpotlight',
    spotlight ? [spotlight] : undefined,
    (ids) =>
      db
        .select({ id: spotlights.id })
        .from(spotlights)
        .where(and(inArray(spotlights.id, ids), eq(spotlights.status, APPROVED), eq(spotlights.isActive, true))),
    'spotlights',
  );
  if (errors.length)
    throw new AppError(
      'INVALID_PICKS',
      400,
      errors.length === 1 ? (errors[0]?.message ?? '') : 'Please correct the highlighted picks.',
      errors,
    );
}
