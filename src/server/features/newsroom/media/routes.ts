import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mediaDetailSchema,
  mediaListQuerySchema,
  mediaListSchema,
  mediaUpdateSchema,
  mediaUploadQuerySchema,
} from '../../../../shared/media';
import { currentUser, requireStaff, requireVerified } from '../../../platform/guards';
import { publicReadCache } from '../../../platform/cache';
import { bytesOf, rawBytes, storageOf } from '../../../platform/uploads';
import { MAX_UPLOAD_BYTES } from '../../../../shared/submissions';
import { ensureLibrary } from './backfill';
import { listMedia, mediaDetail } from './service';
import { deleteMedia, mediaNotFound, replaceMedia, updateMedia } from './changes';

const idParams = z.object({ id: z.string().min(1).max(100) });

/** GET /api/media/mine: an advertiser's own ad pictures, to use again in a campaign. Register with '/api'. */
export const ownMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/mine',
    {
      onRequest: requireVerified,
      schema: { tags: ['media'], querystring: mediaListQuerySchema, response: { 200: mediaListSchema } },
    },
    async (req, reply) => {
      const user = currentUser(req);
      reply.header('Cache-Control', 'no-store');
      return listMedia(app.deps.database.db, {
        ...req.query,
        unused: req.query.unused === undefined ? undefined : req.query.unused === 'true',
        ownedBy: { userId: user.id, purpose: 'ad-creative' },
      });
    },
  );
};

/**
 * The staff media library (editors and admins): every picture, its sizes, alt text and uses;
 * alt text, replacing and deleting. Uploads go through POST /api/admin/uploads. Register with '/api/admin'.
 */
export const mediaAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireStaff);
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const db = () => app.deps.database.db;
  const storage = storageOf(app);

  app.get(
    '/media',
    { schema: { tags: ['media'], querystring: mediaListQuerySchema, response: { 200: mediaListSchema } } },
    async (req) => {
      await ensureLibrary(db(), storage);
      const { unused, ...rest } = req.query;
      return listMedia(db(), { ...rest, unused: unused === undefined ? undefined : unused === 'true' });
    },
  );

  app.get(
    '/media/:id',
    { schema: { tags: ['media'], params: idParams, response: { 200: mediaDetailSchema } } },
    async (req) => {
      const found = await mediaDetail(db(), req.params.id);
      if (!found) throw mediaNotFound();
      return found;
    },
  );

  app.patch(
    '/media/:id',
    { schema: { tags: ['media'], params: idParams, body: mediaUpdateSchema, response: { 200: mediaDetailSchema } } },
    async (req) => {
      await updateMedia(db(), currentUser(req), req.params.id, req.body);
      return (await mediaDetail(db(), req.params.id))!;
    },
  );

  app.delete('/media/:id', { schema: { tags: ['media'], params: idParams } }, async (req, reply) => {
    await deleteMedia(db(), storage, currentUser(req), req.params.id);
    return reply.status(204).send();
  });

  // Its own scope, so the raw-bytes parser and the 10 MB limit apply to this route only.
  await app.register(async (scope) => {
    rawBytes(scope).put(
      '/media/:id/file',
      {
        bodyLimit: MAX_UPLOAD_BYTES,
        schema: {
          tags: ['media'],
          params: idParams,
          querystring: mediaUploadQuerySchema,
          response: { 200: mediaDetailSchema },
        },
      },
      async (req) => {
        const key = randomBytes(16).toString('hex'); // a fresh upload key, as every upload gets
        await replaceMedia(db(), storage, currentUser(req), req.params.id, {
          key,
          bytes: bytesOf(req.body),
          name: req.query.name,
        });
        // Pages that showed the old address are cached: readers get the new one on their next request.
        publicReadCache(app).clear();
        return (await mediaDetail(db(), req.params.id))!;
      },
    );
  });
};
