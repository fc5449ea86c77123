/** One story by id, and a city's cover story: what the story page and the front page read. */
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema';
import type { Article, ArticleSummary } from '../../../shared/magazine';
import type { City } from '../../../shared/cities';
import { AppError } from '../../platform/app-error';
import { redirectTarget } from '../../platform/slug-redirects';
import { isPublic, newestFirst, summaryColumns, toSummary } from './service';

/** The city's cover story: its newest featured, published article. */
export async function featuredArticle(db: Db, city: City | undefined, now: Date = new Date()): Promise<ArticleSummary> {
  const [row] = await db
    .select(summaryColumns)
    .from(articles)
    .where(and(eq(articles.featured, true), isPublic(now), city ? eq(articles.city, city) : undefined))
    .orderBy(...newestFirst)
    .limit(1);
  if (!row) throw new AppError('FEATURED_ARTICLE_NOT_FOUND', 404, 'No featured article for this city yet.');
  return toSummary(row);
}

/** A public story by its id or its current slug. */
export async function getArticle(db: Db, idOrSlug: string, now: Date = new Date()): Promise<Article> {
  const [row] = await db
    .select({
      ...summaryColumns,
      content: articles.content,
      contentHtml: articles.contentHtml,
      slug: articles.slug,
      metaTitle: articles.metaTitle,
      metaDescription: articles.metaDescription,
      socialImageUrl: articles.socialImageUrl,
      tags: articles.tags,
      canonicalUrl: articles.canonicalUrl,
    })
    .from(articles)
    .where(and(or(eq(articles.id, idOrSlug), eq(articles.slug, idOrSlug)), isPublic(now)));
  if (!row) throw new AppError('ARTICLE_NOT_FOUND', 404, 'Article not found.');
  return toSummary(row);
}

/**
 * Where a story's former slug leads now: its current slug (or id when it has none), or null when the
 * word was never a slug, is a story's current one, or the story is not public.
 */
export async function movedArticle(db: Db, slug: string, now: Date = new Date()): Promise<string | null> {
  const targetId = await redirectTarget(db, 'articles', slug);
  if (!targetId) return null;
  const [row] = await db
    .select({ id: articles.id, slug: articles.slug })
    .from(articles)
    .where(and(eq(articles.id, targetId), isPublic(now)));
  if (!row || row.slug === slug) return null;
  return row.slug ?? row.id;
}
