import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema';
import type { ArticleListQuery, Article, ArticleSummary } from '../../../shared/magazine';
import type { City } from '../../../shared/cities';
import { AppError } from '../../platform/app-error';
import { PUBLISHED } from '../../../shared/publishing';
import { publicNow } from '../../platform/visibility';

/** Only this status is public; drafts and withdrawn stories never leave the newsroom. */

const summaryColumns = {
  id: articles.id,
  title: articles.title,
  excerpt: articles.excerpt,
  author: articles.author,
  publishDate: articles.publishDate,
  imageUrl: articles.imageUrl,
  imageAlt: articles.imageAlt,
  category: articles.category,
  city: articles.city,
  featured: articles.featured,
};

/** Newest first, spelled exactly like the (…, publish_date DESC NULLS LAST, id DESC NULLS LAST) indexes. */
const newestFirst = [sql`${articles.publishDate} desc nulls last`, sql`${articles.id} desc nulls last`];

const toSummary = <T extends { publishDate: Date }>(row: T) => ({ ...row, publishDate: row.publishDate.toISOString() });

/** A LIKE pattern matching `text` literally anywhere, so "100%" or "a_b" mean what they say. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Published, or scheduled and due: drafts, withdrawn and not-yet-due stories never show. */
const isPublic = (now: Date) => publicNow(articles.status, articles.publishDate, now, [PUBLISHED]);

function listFilter(query: ArticleListQuery, now: Date) {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  return and(
    isPublic(now),
    query.city ? eq(articles.city, query.city) : undefined,
    query.category ? sql`lower(${articles.category}) = lower(${query.category})` : undefined,
    pattern ? or(ilike(articles.title, pattern), ilike(articles.excerpt, pattern)) : undefined,
  );
}

export async function listArticles(db: Db, query: ArticleListQuery, now: Date = new Date()): Promise<ArticleSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(articles)
    .where(listFilter(query, now))
    .orderBy(...newestFirst)
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(toSummary);
}

export async function countArticles(db: Db, query: ArticleListQuery, now: Date = new Date()): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(articles).where(listFilter(query, now));
  return counted?.total ?? 0;
}

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
