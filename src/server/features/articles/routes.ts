import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  articleSchema,
  articleSummarySchema,
  featuredArticleQuerySchema,
  idParamsSchema,
} from '../../../shared/magazine';
import { publicReadCache } from '../../platform/cache';
import { appNow } from '../../platform/clock';
import { publicListRoute } from '../../platform/lists/route';
import { articleList } from './list';
import { featuredArticle, getArticle, movedArticle } from './article-reads';
import { AppError } from '../../platform/app-error';
import { registerPageRedirect } from '../../platform/slug-redirects';

/** GET /api/articles, /api/articles/featured, /api/articles/:id (spec 000 section 7). */
export const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = publicReadCache(app);
  const db = () => app.deps.database.db;

  publicListRoute(app, '/articles', articleList, { tags: ['articles'], httpCached: true });

  app.get(
    '/articles/featured',
    {
      config: { httpCached: true },
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
