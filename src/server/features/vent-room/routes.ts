import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  VENT_COMMENT_REQUIRED,
  VENT_POST_REQUIRED,
  ventCommentFormSchema,
  ventCommentListQuerySchema,
  ventCommentSchema,
  ventPostFormSchema,
  ventPostIdParamsSchema,
  ventPostListQuerySchema,
  ventPostSchema,
  ventSubmittedSchema,
} from '../../../shared/vent-room';
import { TOTAL_COUNT_HEADER } from '../../../shared/query-params';
import { cachedPage, publicReadCache } from '../../platform/cache';
import { RateLimiter, enforceRateLimit } from '../../platform/rate-limit';
import { rejectInvalidForm } from './form-errors';
import { ventRoomAdminRoutes } from './admin-routes';
import { withSession } from '../../platform/sessions';
import {
  VENT_CACHE_PREFIX,
  countApprovedPosts,
  listApprovedComments,
  listApprovedPosts,
  submitComment,
  submitPost,
} from './service';

const HOUR = 60 * 60 * 1000;

/**
 * The public Vent Room (spec 001 section 7). No sign-in: posting is open, so each IP address
 * may send a few posts and comments an hour. Register with `{ prefix: '/api/vent' }`; staff
 * moderation comes along under /admin.
 */
export const ventRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const cache = publicReadCache(app);
  const tags = ['vent-room'];
  const postsPerIp = new RateLimiter(5, HOUR);
  const commentsPerIp = new RateLimiter(20, HOUR);
  await app.register(ventRoomAdminRoutes, { prefix: '/admin' });

  app.get(
    '/posts',
    { schema: { tags, querystring: ventPostListQuerySchema, response: { 200: z.array(ventPostSchema) } } },
    async (req, reply) => {
      const { limit, offset, city } = req.query;
      const page = await cachedPage(cache, {
        key: `${VENT_CACHE_PREFIX}posts:${city ?? ''}:${limit}:${offset}`,
        filterKey: `${VENT_CACHE_PREFIX}posts:${city ?? ''}`,
        limit,
        offset,
        load: () => listApprovedPosts(db(), { city, limit, offset }),
        count: () => countApprovedPosts(db(), city),
      });
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return page.items;
    },
  );

  app.get(
    '/comments/:postId',
    {
      schema: {
        tags,
        params: ventPostIdParamsSchema,
        querystring: ventCommentListQuerySchema,
        response: { 200: z.array(ventCommentSchema) },
      },
    },
    async (req) => {
      const { limit, offset } = req.query;
      const { postId } = req.params;
      return cache.get(`${VENT_CACHE_PREFIX}comments:${postId}:${limit}:${offset}`, () =>
        listApprovedComments(db(), postId, { limit, offset }),
      );
    },
  );

  app.post(
    '/posts',
    { onRequest: withSession, attachValidation: true, schema: { tags, body: ventPostFormSchema, response: { 201: ventSubmittedSchema } } },
    async (req, reply) => {
      rejectInvalidForm(req.validationError, req.body, VENT_POST_REQUIRED);
      await enforceRateLimit(
        [{ limiter: postsPerIp, key: req.ip }],
        'You have shared several posts recently. Please wait a while before posting again.',
      );
      const created = await submitPost(db(), req.body, req.user?.id ?? null);
      return reply.status(201).send({ ...created, message: 'Post submitted for review' });
    },
  );

  app.post(
    '/comments',
    { onRequest: withSession, attachValidation: true, schema: { tags, body: ventCommentFormSchema, response: { 201: ventSubmittedSchema } } },
    async (req, reply) => {
      rejectInvalidForm(req.validationError, req.body, VENT_COMMENT_REQUIRED);
      await enforceRateLimit(
        [{ limiter: commentsPerIp, key: req.ip }],
        'You have commented several times recently. Please wait a while before commenting again.',
      );
      const created = await submitComment(db(), req.body, req.user?.id ?? null);
      return reply.status(201).send({ ...created, message: 'Comment submitted' });
    },
  );
};
