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
import { featuredArticle, getArticle } from './article-reads';

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
    async (req) => cache.get(`articles:id:${req.params.id}`, () => getArticle(db(), req.params.id, appNow(app))),
  );
};
