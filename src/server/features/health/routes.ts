import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['pglite', 'postgres']) });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } },
    async (_req, reply) => {
      const { database } = app.deps;
      try {
        await database.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: database.kind };
      } catch (err) {
        app.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable' as const, database: database.kind });
      }
    },
  );
};
