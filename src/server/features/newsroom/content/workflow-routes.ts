import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assigneeBodySchema,
  contentNoteSchema,
  noteBodySchema,
  workflowSchema,
} from '../../../../shared/newsroom/workflow';
import { appNow } from '../../../platform/clock';
import { currentUser } from '../../../platform/guards';
import { addNote, assignStory, readWorkflow } from './workflow';

const idParams = z.object({ id: z.string().min(1).max(100) });

/** A story's assignee and internal notes; registered inside the staff-only newsroom routes. */
export function registerWorkflowRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['newsroom'];
  app.get(
    '/content/articles/:id/workflow',
    { schema: { tags, params: idParams, response: { 200: workflowSchema } } },
    async (req) => readWorkflow(db(), req.params.id),
  );
  app.put(
    '/content/articles/:id/assignee',
    { schema: { tags, params: idParams, body: assigneeBodySchema, response: { 200: workflowSchema } } },
    async (req) => assignStory(db(), req.params.id, req.body.assigneeId, currentUser(req), appNow(app)),
  );
  app.post(
    '/content/articles/:id/notes',
    { schema: { tags, params: idParams, body: noteBodySchema, response: { 201: contentNoteSchema } } },
    async (req, reply) =>
      reply.status(201).send(await addNote(db(), req.params.id, req.body.body, currentUser(req), appNow(app))),
  );
}
