import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  COMMENT_HELD,
  COMMENT_PUBLISHED,
  commentFlagSchema,
  commentFormSchema,
  commentIdParamsSchema,
  commentSubmittedSchema,
  commentTargetParamsSchema,
  commentThreadSchema,
  replyEmailSettingSchema,
  type StoryKind,
} from '../../../shared/comments';
import { AppError } from '../../platform/app-error';
import { appNow } from '../../platform/clock';
import { currentUser, emailNotVerified, requireUser, requireVerified } from '../../platform/guards';
import { refuseSuspendedAccount, refuseSuspendedSession } from '../../platform/moderation/suspended';
import { RateLimiter, enforceRateLimit } from '../../platform/rate-limit';
import { resolveSessionSecret } from '../../platform/session-secret';
import { loadSession } from '../../platform/sessions';
import { afterCommentChange, forgetCommentCounts, storyTarget } from '../../platform/story-comments';
import { scheduleJob } from '../../platform/background';
import { wakeMailWorker } from '../../platform/mail/plugin';
import { sendReplyDigests } from './digest';
import { reportComment } from './flags';
import { readThread, storyNotFound, writeComment } from './service';
import { replyEmailsOn, setReplyEmails } from './unsubscribe';

const HOUR = 60 * 60 * 1000;
const COMMENT_HERE = 'comment on stories';

/** Signed in and verified, with messages a person understands (401, 403). */
async function requireCommenter(req: FastifyRequest, reply: FastifyReply) {
  await loadSession(req, reply);
  if (!req.user) {
    await refuseSuspendedSession(
      req.server.deps.database.db,
      req.session?.data.userId,
      appNow(req.server),
      COMMENT_HERE,
    );
    throw new AppError('UNAUTHORIZED', 401, 'Please sign in to comment.');
  }
  if (!req.user.emailVerifiedAt) throw emailNotVerified();
}

/**
 * Comments on stories, registered with `{ prefix: '/api/comments' }`: the thread of a story, a new
 * comment or reply, a report, and the reader's reply e-mail setting. The reply digest job runs here.
 */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const { config } = app.deps;
  const tags = ['comments'];
  const commentsPerUser = new RateLimiter(30, HOUR);
  const reportsPerUser = new RateLimiter(30, 24 * HOUR);
  const target = async (kind: StoryKind, id: string) => {
    const found = await storyTarget(db(), kind, id, appNow(app));
    if (!found) throw storyNotFound();
    return found;
  };

  const secret = resolveSessionSecret(config);
  scheduleJob(app, {
    name: 'comment-reply-digests',
    everyMs: config.COMMENT_DIGEST_EVERY_MS,
    run: async () => {
      if ((await sendReplyDigests(db(), config, secret, appNow(app))) > 0) wakeMailWorker(app);
    },
  });

  app.get(
    '/:kind/:id',
    { schema: { tags, params: commentTargetParamsSchema, response: { 200: commentThreadSchema } } },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return readThread(db(), await target(req.params.kind, req.params.id));
    },
  );

  app.post(
    '/:kind/:id',
    {
      onRequest: requireCommenter,
      schema: {
        tags,
        params: commentTargetParamsSchema,
        body: commentFormSchema,
        response: { 201: commentSubmittedSchema },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      refuseSuspendedAccount(user, appNow(app), COMMENT_HERE);
      await enforceRateLimit(
        [{ limiter: commentsPerUser, key: user.id }],
        'You have written many comments this hour. Please wait a little before commenting again.',
      );
      const story = await target(req.params.kind, req.params.id);
      const row = await writeComment(db(), story, user, req.body);
      if (row.status === 'approved') {
        await afterCommentChange(db(), row);
        forgetCommentCounts(app, story.kind);
      }
      const status = row.status === 'approved' ? 'approved' : 'pending';
      return reply
        .status(201)
        .send({ id: row.id, status, message: status === 'approved' ? COMMENT_PUBLISHED : COMMENT_HELD });
    },
  );

  app.post(
    '/:id/flag',
    {
      onRequest: requireVerified,
      schema: {
        tags,
        params: commentIdParamsSchema,
        body: commentFlagSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (req) => {
      const user = currentUser(req);
      await enforceRateLimit(
        [{ limiter: reportsPerUser, key: user.id }],
        'You have reported many comments today. Thank you: staff will catch up.',
      );
      const hidden = await reportComment(db(), req.params.id, user, req.body.reason, {
        threshold: config.VENT_FLAG_THRESHOLD,
        trustedAfter: config.VENT_TRUSTED_AFTER,
      });
      if (hidden) {
        await afterCommentChange(db(), hidden);
        forgetCommentCounts(app, hidden.targetKind as StoryKind);
      }
      return { message: 'Thank you for your report. Staff will review it.' };
    },
  );

  app.get(
    '/settings',
    { onRequest: requireUser, schema: { tags, response: { 200: replyEmailSettingSchema } } },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { replyEmails: await replyEmailsOn(db(), currentUser(req).id) };
    },
  );

  app.put(
    '/settings',
    {
      onRequest: requireUser,
      schema: { tags, body: replyEmailSettingSchema, response: { 200: replyEmailSettingSchema } },
    },
    async (req) => {
      await setReplyEmails(db(), currentUser(req).id, req.body.replyEmails);
      return { replyEmails: req.body.replyEmails };
    },
  );
};
