/** One story by id, and a city's cover story: what the story page and the front page read. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema';
import type { Article, ArticleSummary } from '../../../shared/magazine';
import type { City } from '../../../shared/cities';
import { AppError } from '../../platform/app-error';
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

export async function getArticle(db: Db, id: string, now: Date = new Date()): Promise<Article> {
  const [row] = await db
    .select({ ...summaryColumns, content: articles.content, contentHtml: articles.contentHtml })
    .from(articles)
    .where(and(eq(articles.id, id), isPublic(now)));
  if (!row) throw new AppError('ARTICLE_NOT_FOUND', 404, 'Article not found.');
  return toSummary(row);
}
