import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { editionCitySchema, preferencesSchema, preferencesUpdateSchema } from '../../../shared/preferences';
import { currentUser, requireUser } from '../../platform/guards';
import { findPreferences, toPreferences } from '../../platform/reader-preferences';
import { saveEditionCity, savePreferences } from './service';

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

  // The edition picked on the home page (decision 024): only the first preferred city changes.
  app.put(
    '/preferences/city',
    { schema: { tags: ['preferences'], body: editionCitySchema, response: { 200: preferencesSchema } } },
    async (req) => saveEditionCity(db, currentUser(req), req.body.city),
  );
};
