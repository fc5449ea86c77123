import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  articleListQuerySchema,
  articleSchema,
  articleSummarySchema,
  featuredArticleQuerySchema,
  idParamsSchema,
  TOTAL_COUNT_HEADER,
} from '../../../shared/magazine';
import { PUBLIC_COUNT_TTL_MS, publicReadCache } from '../../platform/cache';
import { HAS_MORE_HEADER, NEXT_CURSOR_HEADER } from '../../../shared/query-params';
import { appNow } from '../../platform/clock';
import { sendListAnswer } from '../../platform/json-answer';
import { countArticles, listArticles } from './service';
import { featuredArticle, getArticle, movedArticle } from './article-reads';
import { AppError } from '../../platform/app-error';
import { registerPageRedirect } from '../../platform/slug-redirects';

/** GET /api/articles, /api/articles/featured, /api/articles/:id (spec 000 section 7). */
export const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = publicReadCache(app);
  const db = () => app.deps.database.db;
  const articleList = z.array(articleSummarySchema);

  app.get(
    '/articles',
    {
      schema: {
        tags: ['articles'],
        querystring: articleListQuerySchema,
        response: { 200: articleList },
      },
    },
    async (req, reply) => {
      const { offset, cursor, city, category, q } = req.query;
      const filter = { city, category, q };
      // The page comes as its answer's bytes and their ETag (list-page.ts `pageOf`). A page by offset
      // starts at the list's mark before it, kept like the pages (forgotten when staff publish).
      const marks = (reach: number) => `marks:articles:${JSON.stringify({ city, category })}:${reach}`;
      const page = await cache.get(`page:articles:${JSON.stringify(req.query)}`, () =>
        listArticles(db(), req.query, appNow(app), (reach, read) => cache.get(marks(reach), read)),
      );
      // The total is keyed by the filter alone (other pages and sizes reuse it) and not counted at
      // all when this page is the last and says it (counting a big city is not free).
      const lastPageTells = !cursor && !page.hasMore && (page.count > 0 || offset === 0);
      const total = lastPageTells
        ? offset + page.count
        : await cache.get(
            `count:articles:${JSON.stringify(filter)}`,
            () => countArticles(db(), req.query, appNow(app)),
            PUBLIC_COUNT_TTL_MS,
          );
      reply.header(TOTAL_COUNT_HEADER, String(total));
      reply.header(HAS_MORE_HEADER, String(page.hasMore));
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return sendListAnswer(reply, page);
    },
  );

  app.get(
    '/articles/featured',
    {
      schema: { tags: ['articles'], querystring: featuredArticleQuerySchema, response: { 200: articleSummarySchema } },
    },
    async (req) =>
      cache.get(`articles:featured:${req.query.city ?? ''}`, () => featuredArticle(db(), req.query.city, appNow(app))),
  );

  app.get(
    '/articles/:id',
    { schema: { tags: ['articles'], params: idParamsSchema, response: { 200: articleSchema } } },
    async (req, reply) => {
      try {
        return await cache.get(`articles:id:${req.params.id}`, () => getArticle(db(), req.params.id, appNow(app)));
      } catch (err) {
        // A former slug answers 301 to the story's address now (decision 055).
        const moved =
          err instanceof AppError && err.statusCode === 404 && (await movedArticle(db(), req.params.id, appNow(app)));
        if (moved) return reply.redirect(`/api/articles/${encodeURIComponent(moved)}`, 301);
        throw err;
      }
    },
  );

  // The story page at a former slug moves the same way, before the page is rendered.
  registerPageRedirect(app, async (pathname) => {
    const match = /^\/articles\/([^/]+)\/?$/.exec(pathname);
    if (!match) return null;
    let word: string;
    try {
      word = decodeURIComponent(match[1]!);
    } catch {
      return null;
    }
    const moved = await movedArticle(db(), word, appNow(app));
    return moved ? `/articles/${encodeURIComponent(moved)}` : null;
  });
};
