import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferencesSchema, preferencesUpdateSchema } from '../../../shared/preferences';
import { currentUser, requireUser } from '../../platform/guards';
import { findPreferences, savePreferences, toPreferences } from './service';

/** The signed-in reader's settings: GET and PUT /preferences. */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;

  app.get(
    '/preferences',
    { onRequest: requireUser, schema: { tags: ['preferences'], response: { 200: preferencesSchema } } },
    async (req) => toPreferences(await findPreferences(db, currentUser(req).id)),
  );

  app.put(
    '/preferences',
    {
      onRequest: requireUser,
      schema: { tags: ['preferences'], body: preferencesUpdateSchema, response: { 200: preferencesSchema } },
    },
    async (req) => savePreferences({ db, config }, currentUser(req), req.body),
  );
};
