import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentDraftSchema,
  contentDraftViewSchema,
  contentSubmissionSchema,
  contributorAppliedSchema,
  contributorSchema,
  photoSubmissionSchema,
  sportsStorySchema,
  spotlightNominationSchema,
  submittedSchema,
} from '../../../shared/submissions';
import { appNow } from '../../platform/clock';
import { currentUser, requireVerified } from '../../platform/guards';
import { RateLimiter, enforceRateLimit } from '../../platform/rate-limit';
import { storageOf } from '../../platform/uploads';
import { applyAsContributor } from './contributor-application';
import { createDraft, deleteDraft, readDraft, saveDraft, sendDraftForReview } from './drafts';
import { nominateSpotlight, submitContent, submitPhoto, submitSportsStory } from './service';

const HOUR = 60 * 60 * 1000;

/**
 * The /submit page's calls (spec 001 section 7). Every one needs a signed-in reader and stores a
 * pending row for staff review. Register with the '/api' prefix.
 */
export const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  // Submitting needs a verified address (unverified accounts only browse and set preferences).
  app.addHook('onRequest', requireVerified);
  const storage = storageOf(app);
  const perUser = new RateLimiter(20, HOUR);
  const tags = ['submissions'];
  const response = { 201: submittedSchema };
  const limit = async (userId: string) =>
    await enforceRateLimit(
      [{ limiter: perUser, key: userId }],
      'You have sent several submissions recently. Please wait a while before sending another.',
    );

  app.post('/submissions', { schema: { tags, body: contentSubmissionSchema, response } }, async (req, reply) => {
    const user = currentUser(req);
    await limit(user.id);
    return reply.status(201).send(await submitContent(db, storage, req.body, user));
  });

  // A piece still being written: saved, reopened and changed by its writer, then sent for review.
  const draftParams = z.object({ id: z.string().min(1).max(100) });
  const draftPath = '/submissions/drafts/:id';
  app.post('/submissions/drafts', { schema: { tags, body: contentDraftSchema, response } }, async (req, reply) => {
    const user = currentUser(req);
    await limit(user.id);
    return reply.status(201).send(await createDraft(db, storage, req.body, user, appNow(app)));
  });
  app.get(
    draftPath,
    { schema: { tags, params: draftParams, response: { 200: contentDraftViewSchema } } },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return readDraft(db, req.params.id, currentUser(req).id);
    },
  );
  app.put(
    draftPath,
    { schema: { tags, params: draftParams, body: contentDraftSchema, response: { 200: submittedSchema } } },
    async (req) => saveDraft(db, storage, req.params.id, req.body, currentUser(req), appNow(app)),
  );
  app.post(
    `${draftPath}/submit`,
    {
      schema: {
        tags,
        params: draftParams,
        body: contentSubmissionSchema.nullish(),
        response: { 200: submittedSchema },
      },
    },
    async (req) => sendDraftForReview(db, storage, req.params.id, req.body ?? undefined, currentUser(req), appNow(app)),
  );
  app.delete(draftPath, { schema: { tags, params: draftParams } }, async (req, reply) => {
    await deleteDraft(db, req.params.id, currentUser(req).id);
    return reply.status(204).send();
  });

  app.post('/photos/submit', { schema: { tags, body: photoSubmissionSchema, response } }, async (req, reply) => {
    const user = currentUser(req);
    await limit(user.id);
    return reply.status(201).send(await submitPhoto(db, storage, req.body, user));
  });

  // 202 either way: whether an address already applied is not for others to learn.
  const applied = { 202: contributorAppliedSchema };
  app.post('/contributors', { schema: { tags, body: contributorSchema, response: applied } }, async (req, reply) => {
    const user = currentUser(req);
    await limit(user.id);
    return reply.status(202).send(await applyAsContributor(db, req.body, user.id, appNow(app)));
  });

  app.post('/spotlights', { schema: { tags, body: spotlightNominationSchema, response } }, async (req, reply) => {
    const user = currentUser(req);
    await limit(user.id);
    return reply.status(201).send(await nominateSpotlight(db, storage, req.body, user.id));
  });

  app.post('/sports', { schema: { tags, body: sportsStorySchema, response } }, async (req, reply) => {
    const user = currentUser(req);
    await limit(user.id);
    return reply.status(201).send(await submitSportsStory(db, req.body, user.id));
  });
};
