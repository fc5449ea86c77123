import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { requireStaff } from './guards';

/** The machine-readable document stays public; the browsable pages are for staff in production. */
const isDocument = (url: string) => /^\/api\/docs\/(json|yaml)(\?|$)/.test(url);

/**
 * OpenAPI document built from the route schemas: /api/docs (browsable), /api/docs/json (raw).
 * Register after the session plugin, so the staff check knows who is asking.
 */
export async function registerApiDocs(app: FastifyInstance, opts: { public: boolean }) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'By Locals, For Locals API',
        description: 'The API behind the community magazine and directory.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiHooks: {
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        if (opts.public || isDocument(request.url)) return;
        await requireStaff(request, reply);
      },
    },
  });
}
