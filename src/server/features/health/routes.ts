import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readinessChecks } from './readiness';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['pglite', 'postgres']) });
const checkState = z.enum(['ok', 'unavailable']);
const readySchema = z.object({
  status: z.enum(['ok', 'unavailable', 'stopping']),
  checks: z.object({ database: checkState, redis: checkState.optional(), storage: checkState.optional() }),
});

/**
 * Liveness and readiness are let through when the process is too busy for other requests: a slow
 * answer to a probe is better than a load balancer or orchestrator taking a busy process for a dead one.
 */
const exemptFromPressure = { pressureHandler: () => undefined };

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } },
    async (req, reply) => {
      const { database } = app.deps;
      try {
        await database.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: database.kind };
      } catch (err) {
        req.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable' as const, database: database.kind });
      }
    },
  );

  // The process is up and its event loop turns: restart it only when this stops answering.
  app.get(
    '/health/live',
    {
      config: exemptFromPressure,
      schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async (_req, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' as const }),
  );

  // Send this process traffic: the database answers, and Redis and the object store when configured.
  // While the process stops it answers 503, so the load balancer takes it out first.
  app.get(
    '/health/ready',
    { config: exemptFromPressure, schema: { tags: ['health'], response: { 200: readySchema, 503: readySchema } } },
    async (req, reply) => {
      const { checks, ok } = await readinessChecks(app);
      const status = app.stopping ? 'stopping' : ok ? 'ok' : 'unavailable';
      if (!ok) req.log.warn({ checks }, 'readiness check: a dependency is unavailable');
      return reply
        .header('Cache-Control', 'no-store')
        .status(status === 'ok' ? 200 : 503)
        .send({ status, checks });
    },
  );
};
