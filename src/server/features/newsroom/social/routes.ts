/**
 * The social desk (editors and admins), under /api/admin/social: connected accounts, posts and
 * their sending, the calendar and engagement. Also listens for publishes to draft suggestions and
 * runs the sending, engagement and token refresh jobs. Answers never carry a token.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appNow } from '../../../platform/clock';
import { currentUser, requireStaff } from '../../../platform/guards';
import { siteUrl } from '../../../platform/site-url';
import { CITIES } from '../../../../shared/cities';
import {
  connectAccountSchema,
  socialAccountSchema,
  socialEngagementSchema,
  socialPostCreateSchema,
  socialPostListQuerySchema,
  socialPostSchema,
  socialPostUpdateSchema,
  socialScheduleSchema,
} from '../../../../shared/social-contract';
import { connectAccount, disconnectAccount, listAccounts } from './accounts';
import { draftForItem } from './drafts';
import { cityEngagement, scheduleEngagementPulls } from './engagement';
import { cancelPost, createPost, deletePost, getPost, listPosts, postWithAccount, updatePost } from './posts';
import { scheduleSocialSending, sendPost } from './sender';
import { scheduleTokenRefresh } from './tokens';

const idParams = z.object({ id: z.string().min(1).max(100) });
const cityQuery = z.object({ city: z.enum(CITIES).optional() });
const tags = ['social'];

export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const now = () => appNow(app);
  const deps = () => ({ db: db(), config: app.deps.config, now });

  app.events.on('contentSaved', async (saved) => {
    try {
      // A public item gets its suggestions; one no longer public has its pending posts cancelled.
      await draftForItem(saved.db, siteUrl(app.deps.config), saved.id, saved.at);
    } catch (err) {
      // The editor's save stands; only the suggestions failed.
      app.log.error({ err, id: saved.id }, 'social drafts for a publish could not be written');
    }
  });
  scheduleSocialSending(app);
  scheduleEngagementPulls(app);
  scheduleTokenRefresh(app);

  app.addHook('onRequest', requireStaff);
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/accounts',
    { schema: { tags, querystring: cityQuery, response: { 200: z.array(socialAccountSchema) } } },
    (req) => listAccounts(db(), req.query.city),
  );
  app.post(
    '/accounts',
    { schema: { tags, body: connectAccountSchema, response: { 201: socialAccountSchema } } },
    async (req, reply) => reply.status(201).send(await connectAccount(deps(), req.body, currentUser(req))),
  );
  app.delete('/accounts/:id', { schema: { tags, params: idParams } }, async (req, reply) => {
    await disconnectAccount(deps(), req.params.id, currentUser(req));
    return reply.status(204).send();
  });

  app.get(
    '/posts',
    { schema: { tags, querystring: socialPostListQuerySchema, response: { 200: z.array(socialPostSchema) } } },
    (req) => listPosts(db(), req.query),
  );
  app.post(
    '/posts',
    { schema: { tags, body: socialPostCreateSchema, response: { 201: socialPostSchema } } },
    async (req, reply) => reply.status(201).send(await createPost(db(), req.body, currentUser(req), now())),
  );
  app.get('/posts/:id', { schema: { tags, params: idParams, response: { 200: socialPostSchema } } }, (req) =>
    postWithAccount(db(), req.params.id),
  );
  app.patch(
    '/posts/:id',
    { schema: { tags, params: idParams, body: socialPostUpdateSchema, response: { 200: socialPostSchema } } },
    (req) => updatePost(db(), req.params.id, req.body, currentUser(req), now()),
  );
  app.delete('/posts/:id', { schema: { tags, params: idParams } }, async (req, reply) => {
    await deletePost(db(), req.params.id, currentUser(req), now());
    return reply.status(204).send();
  });
  app.post(
    '/posts/:id/schedule',
    { schema: { tags, params: idParams, body: socialScheduleSchema, response: { 200: socialPostSchema } } },
    (req) =>
      updatePost(
        db(),
        req.params.id,
        { scheduledFor: req.body.scheduledFor },
        currentUser(req),
        now(),
        'social.post.schedule',
      ),
  );
  app.post('/posts/:id/cancel', { schema: { tags, params: idParams, response: { 200: socialPostSchema } } }, (req) =>
    cancelPost(db(), req.params.id, currentUser(req), now()),
  );
  // Post now, and Retry after a failure or a hold: due this minute, sent in this request.
  app.post(
    '/posts/:id/post-now',
    { schema: { tags, params: idParams, response: { 200: socialPostSchema } } },
    async (req) => {
      await updatePost(db(), req.params.id, { scheduledFor: now() }, currentUser(req), now(), 'social.post.post-now');
      await sendPost(app, req.params.id);
      return postWithAccount(db(), req.params.id);
    },
  );
  app.post(
    '/posts/:id/retry',
    { schema: { tags, params: idParams, response: { 200: socialPostSchema } } },
    async (req) => {
      const post = await getPost(db(), req.params.id);
      if (post.status !== 'failed' && post.status !== 'held') return postWithAccount(db(), post.id);
      await updatePost(db(), post.id, { scheduledFor: now() }, currentUser(req), now(), 'social.post.retry');
      await sendPost(app, post.id);
      return postWithAccount(db(), post.id);
    },
  );

  app.get(
    '/engagement',
    { schema: { tags, querystring: z.object({ city: z.enum(CITIES) }), response: { 200: socialEngagementSchema } } },
    (req) => cityEngagement(db(), req.query.city, now()),
  );
};
