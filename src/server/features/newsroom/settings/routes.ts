import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteSettingsAnswerSchema, siteSettingsSchema } from '../../../../shared/site-settings';
import { appNow } from '../../../platform/clock';
import { currentUser, requireAdmin } from '../../../platform/guards';
import { forgetSiteSettings } from '../../../platform/site-settings';
import { saveSiteSettings, siteSettingsAnswer } from './service';

/**
 * GET and PUT /api/admin/settings (register with the '/api/admin' prefix): admins only, with two-step
 * sign-in. Everyone reads the settings through the page itself (platform/site-settings.ts).
 */
export const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const db = () => app.deps.database.db;
  const tags = ['settings'];
  app.get('/settings', { schema: { tags, response: { 200: siteSettingsAnswerSchema } } }, async () =>
    siteSettingsAnswer(db()),
  );
  app.put(
    '/settings',
    { schema: { tags, body: siteSettingsSchema, response: { 200: siteSettingsAnswerSchema } } },
    async (req) => {
      if (await saveSiteSettings(db(), req.body, currentUser(req), appNow(app))) forgetSiteSettings(app);
      return siteSettingsAnswer(db());
    },
  );
};
