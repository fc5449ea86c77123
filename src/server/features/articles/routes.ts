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
import { cachedPage, publicReadCache } from '../../platform/cache';
import { appNow } from '../../platform/clock';
import { countArticles, featuredArticle, getArticle, listArticles } from './service';

/** GET /api/articles, /api/articles/featured, /api/articles/:id (spec 000 section 7). */
export const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = publicReadCache(app);
  const db = () => app.deps.database.db;

  app.get(
    '/articles',
    {
      schema: {
        tags: ['articles'],
        querystring: articleListQuerySchema,
        response: { 200: z.array(articleSummarySchema) },
      },
    },
    async (req, reply) => {
      const { limit, offset, ...filter } = req.query;
      const page = await cachedPage(cache, {
        key: `articles:${JSON.stringify(req.query)}`,
        filterKey: `articles:${JSON.stringify(filter)}`,
        limit,
        offset,
        load: () => listArticles(db(), req.query, appNow(app)),
        count: () => countArticles(db(), req.query, appNow(app)),
      });
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return page.items;
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
    async (req) => cache.get(`articles:id:${req.params.id}`, () => getArticle(db(), req.params.id, appNow(app))),
  );
};
