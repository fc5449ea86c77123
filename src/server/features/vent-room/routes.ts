import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  VENT_COMMENT_REQUIRED,
  VENT_POST_REQUIRED,
  ventCommentFormSchema,
  ventPostFormSchema,
  ventPostIdParamsSchema,
  ventSubmittedSchema,
  ventFlagSchema,
  ventIdParamsSchema,
  ventMineSchema,
} from '../../../shared/vent-room';
import type { FastifyRequest } from 'fastify';
import { currentUser, emailNotVerified, requireUser, requireVerified } from '../../platform/guards';
import { enforceFirstDayLimit, flagItem, isTrusted, screenText } from './safety';
import { placementFor } from '../../platform/moderation/placement';
import { forgetLists } from '../../platform/lists/read';
import { publicListRoute } from '../../platform/lists/route';
import { ventCommentList, ventPostList } from './lists';
import { RateLimiter, addressKey, enforceRateLimit } from '../../platform/rate-limit';
import { rejectInvalidForm } from './form-errors';
import { ventRoomAdminRoutes } from './admin-routes';
import { withSession } from '../../platform/sessions';
import { appNow } from '../../platform/clock';
import { refuseSuspendedAddress } from '../../platform/moderation/suspended';
import { listMine, submitComment, submitPost } from './service';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const POST_HERE = 'post in the Vent Room';

/**
 * The public Vent Room (spec 001 section 7). No sign-in: posting is open, so each IP address
 * may send a few posts and comments an hour. Register with `{ prefix: '/api/vent' }`; staff
 * moderation comes along under /admin.
 */
export const ventRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const tags = ['vent-room'];
  const { config } = app.deps;
  const postsPerIp = new RateLimiter(5, HOUR);
  const commentsPerIp = new RateLimiter(20, HOUR);
  // Discourse's limits for new authors: one post per 2 minutes, one comment per 30 seconds.
  const newAuthorPostGap = new RateLimiter(1, 2 * MINUTE);
  const newAuthorCommentGap = new RateLimiter(1, 30 * 1000);
  const flagsPerUser = new RateLimiter(30, 24 * HOUR);
  const clearPublic = () => forgetLists(app, ventPostList, ventCommentList);
  await app.register(ventRoomAdminRoutes, { prefix: '/admin' });

  publicListRoute(app, '/posts', ventPostList, { tags });
  publicListRoute(app, '/comments/:postId', ventCommentList, {
    tags,
    params: ventPostIdParamsSchema,
    variant: (req) => (req.params as { postId: string }).postId,
  });

  /** Who is posting, whether they are trusted, and the limits a new author meets (429 with a clear message). */
  async function authorChecks(req: FastifyRequest, kind: 'post' | 'comment', authorEmail: string) {
    const user = req.user;
    if (user && !user.emailVerifiedAt) throw emailNotVerified();
    await refuseSuspendedAddress(db(), authorEmail, appNow(app), POST_HERE);
    if (user?.email) await refuseSuspendedAddress(db(), user.email, appNow(app), POST_HERE);
    const trusted = await isTrusted(db(), user, config.VENT_TRUSTED_AFTER);
    if (!trusted) {
      const key = user ? `user:${user.id}` : `ip:${addressKey(req)}`;
      if (kind === 'post') {
        await enforceRateLimit(
          [
            { limiter: postsPerIp, key: addressKey(req) },
            { limiter: newAuthorPostGap, key },
          ],
          'New members can share one post every 2 minutes. Please wait a little before posting again.',
        );
        if (user) await enforceFirstDayLimit(db(), user, 3);
      } else {
        await enforceRateLimit(
          [
            { limiter: commentsPerIp, key: addressKey(req) },
            { limiter: newAuthorCommentGap, key },
          ],
          'New members can comment once every 30 seconds. Please wait a moment before commenting again.',
        );
      }
    }
    return { user, trusted };
  }

  app.post(
    '/posts',
    {
      onRequest: withSession,
      attachValidation: true,
      schema: { tags, body: ventPostFormSchema, response: { 201: ventSubmittedSchema } },
    },
    async (req, reply) => {
      rejectInvalidForm(req.validationError, req.body, VENT_POST_REQUIRED);
      // The honeypot: people never see the field, so a value means a bot. It is told what a person would be.
      if (req.body.website)
        return reply.status(201).send({ id: 'received', status: 'pending', message: 'Post submitted for review' });
      const { user, trusted } = await authorChecks(req, 'post', req.body.authorEmail);
      const held = await screenText(
        db(),
        `${req.body.title}\n${req.body.content}\n${req.body.tags ?? ''}`,
        req.body.postAnyway,
        'content',
      );
      const created = await submitPost(db(), req.body, placementFor(user, trusted, held));
      if (created.status === 'approved') clearPublic();
      const message = created.status === 'approved' ? 'Post published' : 'Post submitted for review';
      return reply.status(201).send({ ...created, message });
    },
  );

  app.post(
    '/comments',
    {
      onRequest: withSession,
      attachValidation: true,
      schema: { tags, body: ventCommentFormSchema, response: { 201: ventSubmittedSchema } },
    },
    async (req, reply) => {
      rejectInvalidForm(req.validationError, req.body, VENT_COMMENT_REQUIRED);
      if (req.body.website)
        return reply.status(201).send({ id: 'received', status: 'pending', message: 'Comment submitted' });
      const { user, trusted } = await authorChecks(req, 'comment', req.body.authorEmail);
      const held = await screenText(db(), req.body.content, req.body.postAnyway, 'content');
      const created = await submitComment(db(), req.body, placementFor(user, trusted, held));
      if (created.status === 'approved') clearPublic();
      return reply.status(201).send({ ...created, message: 'Comment submitted' });
    },
  );

  app.get('/mine', { onRequest: requireUser, schema: { tags, response: { 200: ventMineSchema } } }, async (req) =>
    listMine(db(), currentUser(req).id),
  );

  for (const target of ['post', 'comment'] as const) {
    app.post(
      `/${target}s/:id/flag`,
      {
        onRequest: requireVerified,
        schema: {
          tags,
          params: ventIdParamsSchema,
          body: ventFlagSchema,
          response: { 200: z.object({ message: z.string() }) },
        },
      },
      async (req) => {
        const user = currentUser(req);
        await enforceRateLimit(
          [{ limiter: flagsPerUser, key: user.id }],
          'You have reported many items today. Thank you: staff will catch up.',
        );
        const { hidden } = await flagItem(db(), target, req.params.id, user, req.body.reason, {
          threshold: config.VENT_FLAG_THRESHOLD,
          trustedAfter: config.VENT_TRUSTED_AFTER,
        });
        if (hidden) clearPublic();
        return { message: 'Thank you for your report. Staff will review it.' };
      },
    );
  }
};
