import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferencesSchema, preferencesUpdateSchema } from '../../../shared/preferences';
import { currentUser, requireUser } from '../../platform/guards';
import { findPreferences, toPreferences } from '../../platform/reader-preferences';
import { savePreferences } from './service';

/** The signed-in reader's settings: GET and PUT /preferences. */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.addHook('onRequest', requireUser);

  app.get('/preferences', { schema: { tags: ['preferences'], response: { 200: preferencesSchema } } }, async (req) =>
    toPreferences(await findPreferences(db, currentUser(req).id)),
  );

  app.put(
    '/preferences',
    {
      schema: { tags: ['preferences'], body: preferencesUpdateSchema, response: { 200: preferencesSchema } },
    },
    async (req) => savePreferences({ db, events: app.events }, currentUser(req), req.body),
  );
};
