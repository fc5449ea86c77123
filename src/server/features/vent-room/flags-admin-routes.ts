import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { ventWatchedWords } from '../../db/schema';
import {
  ventFlagsSchema,
  ventIdParamsSchema,
  watchedWordRowSchema,
  watchedWordSchema,
} from '../../../shared/vent-room';
import { requireStaff } from '../../platform/guards';
import { AppError } from '../../platform/app-error';
import { listFlagged } from './safety';

/**
 * Staff tools of the Vent Room's safety rules, registered under /api/admin/vent: reported items for
 * the review desk (staff restore or remove them through /api/vent/admin/{posts|comments}/{id}/status),
 * and the watched words.
 */
export const ventSafetyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const tags = ['vent-room'];
  app.addHook('onRequest', requireStaff);

  app.get('/flags', { schema: { tags, response: { 200: ventFlagsSchema } } }, async () => listFlagged(db()));

  app.get(
    '/watched-words',
    { schema: { tags, response: { 200: z.array(watchedWordRowSchema) } } },
    async () =>
      db()
        .select({ id: ventWatchedWords.id, word: ventWatchedWords.word, action: ventWatchedWords.action })
        .from(ventWatchedWords)
        .orderBy(ventWatchedWords.word) as Promise<z.infer<typeof watchedWordRowSchema>[]>,
  );

  app.post(
    '/watched-words',
    { schema: { tags, body: watchedWordSchema, response: { 201: watchedWordRowSchema } } },
    async (req, reply) => {
      const [row] = await db()
        .insert(ventWatchedWords)
        .values(req.body)
        .onConflictDoUpdate({ target: ventWatchedWords.word, set: { action: req.body.action } })
        .returning({ id: ventWatchedWords.id, word: ventWatchedWords.word, action: ventWatchedWords.action });
      if (!row) throw new Error('insert returned no row');
      return reply.status(201).send(row as z.infer<typeof watchedWordRowSchema>);
    },
  );

  app.delete(
    '/watched-words/:id',
    { schema: { tags, params: ventIdParamsSchema, response: { 200: z.object({ message: z.string() }) } } },
    async (req) => {
      const deleted = await db().delete(ventWatchedWords).where(eq(ventWatchedWords.id, req.params.id)).returning();
      if (deleted.length === 0) throw new AppError('WATCHED_WORD_NOT_FOUND', 404, 'Watched word not found.');
      return { message: 'Watched word removed.' };
    },
  );
};
