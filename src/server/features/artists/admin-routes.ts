import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { artistAdminUpdateSchema } from '../../../shared/artists';
import { requireAdmin } from '../../platform/guards';
import { updateArtistAdmin } from './admin';
import { artistIdParams } from './params';

export const artistAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  app.addHook('onRequest', requireAdmin);
  app.patch(
    '/admin/artists/:id',
    {
      schema: {
        tags: ['artists'],
        params: artistIdParams,
        body: artistAdminUpdateSchema,
        response: { 200: z.object({ id: z.string(), userId: z.string().nullable(), emailIsPublic: z.boolean() }) },
      },
    },
    async (req) => updateArtistAdmin(db, req.params.id, req.body),
  );
};
