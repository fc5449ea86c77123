import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTENT_KINDS,
  contentCreateSchemas,
  contentUpdateSchemas,
  type ContentKind,
} from '../../../../shared/newsroom/content';
import {
  galleryItemCreateSchema,
  galleryItemUpdateSchema,
  musicTrackCreateSchema,
  musicTrackUpdateSchema,
} from '../../../../shared/newsroom/artist-media';
import { articleRevisionSchema } from '../../../../shared/newsroom/articles';
import { bulkRequestSchema, deskListQuerySchema } from '../../../../shared/newsroom/desk-list';
import { TOTAL_COUNT_HEADER } from '../../../../shared/query-params';
import { appNow } from '../../../platform/clock';
import { publicReadCache } from '../../../platform/cache';
import { siteUrl } from '../../../platform/site-url';
import { currentUser, requireStaff } from '../../../platform/guards';
import type { Db } from '../../../db/client';
import { recordNewsroomEarning } from '../../../platform/earnings';
import { createContent, deleteContent, getContent, updateContent, type SaveResult } from './service';
import { contentAuthors, listDesk } from './desk-list';
import { applyBulk } from './bulk';
import { listRevisions, restoreRevision } from './revisions';
import * as artistParts from './artist-parts';
import { scheduleCameDue, upcomingScheduled } from './come-due';
import { registerWorkflowRoutes } from './workflow-routes';
import { registerPiecePaymentRoutes } from './piece-payment-routes';
import { mailAuthorWhenLive } from './story-live';

const idParams = z.object({ id: z.string().min(1).max(100) });
const revisionParams = idParams.extend({ revId: z.string().min(1).max(100) });
const partParams = idParams.extend({ partId: z.string().min(1).max(100) });

/**
 * Public reads are cached: after a staff write everything cached goes (staff writes are rare),
 * and a scheduled item's publish instant becomes a deadline at which the cache empties itself.
 */
export function afterPublicChange(app: FastifyInstance, saved?: SaveResult) {
  const cache = publicReadCache(app);
  cache.clear();
  if (saved && saved.item.status === 'scheduled' && saved.item.publishDate) {
    cache.expireAt(new Date(saved.item.publishDate).getTime());
  }
}

type Row = Record<string, unknown>;

/** A contributor's piece going public here earns its one payment in the same transaction as the save. */
async function earnWhenPublic(tx: Db, kind: ContentKind, saved: SaveResult): Promise<SaveResult> {
  if (saved.item.isPublic) await recordNewsroomEarning(tx, { kind, row: saved.row, title: saved.item.title });
  return saved;
}

/** Staff content API; register with the '/api/admin' prefix. Every route here is staff-only. */
export const newsroomContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireStaff);
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const db = () => app.deps.database.db;
  const now = () => appNow(app);

  // A scheduled item that comes due is announced as published then (a reader whose draft it was hears).
  scheduleCameDue(app);

  // The public cache must empty itself when each already-scheduled item comes due.
  app.addHook('onReady', async () => {
    const cache = publicReadCache(app);
    for (const at of await upcomingScheduled(db(), now())) cache.expireAt(at.getTime());
  });

  for (const kind of CONTENT_KINDS) registerKind(kind);

  // The names the lists' author filter offers: staff and contributors (never an e-mail).
  app.get('/content-authors', { schema: { tags: ['newsroom'] } }, async () => contentAuthors(db()));

  function registerKind(kind: ContentKind) {
    const tags = ['newsroom'];
    const base = `/content/${kind}`;
    app.get(base, { schema: { tags, querystring: deskListQuerySchema } }, async (req, reply) => {
      const page = await listDesk(db(), kind, req.query, currentUser(req).id, now());
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return page.items;
    });
    // Many items at once, each by the single action's rules; the answer reports item by item.
    app.post(`${base}/bulk`, { schema: { tags, body: bulkRequestSchema } }, async (req) => {
      const { response, saved } = await applyBulk(db(), kind, req.body, currentUser(req), now(), (tx, one) =>
        earnWhenPublic(tx, kind, one),
      );
      if (response.done > 0) afterPublicChange(app);
      for (const s of saved) {
        afterPublicChange(app, s);
        await app.events.emit('contentSaved', { db: db(), id: s.item.id, isPublic: s.item.isPublic, at: now() });
      }
      return response;
    });
    app.post(base, { schema: { tags, body: contentCreateSchemas[kind] } }, async (req, reply) => {
      const saved = await db().transaction(async (tx) =>
        earnWhenPublic(
          tx as unknown as Db,
          kind,
          await createContent(tx as unknown as Db, kind, req.body as Row, currentUser(req), now(), {
            site: siteUrl(app.deps.config),
          }),
        ),
      );
      afterPublicChange(app, saved);
      await app.events.emit('contentSaved', { db: db(), id: saved.item.id, isPublic: saved.item.isPublic, at: now() });
      return reply.status(201).send(saved.item);
    });
    app.get(`${base}/:id`, { schema: { tags, params: idParams } }, async (req) =>
      getContent(db(), kind, req.params.id, now()),
    );
    app.patch(`${base}/:id`, { schema: { tags, params: idParams, body: contentUpdateSchemas[kind] } }, async (req) => {
      const saved = await db().transaction(async (tx) =>
        earnWhenPublic(
          tx as unknown as Db,
          kind,
          await updateContent(tx as unknown as Db, kind, req.params.id, req.body as Row, currentUser(req), now(), {
            site: siteUrl(app.deps.config),
          }),
        ),
      );
      afterPublicChange(app, saved);
      await app.events.emit('contentSaved', { db: db(), id: saved.item.id, isPublic: saved.item.isPublic, at: now() });
      return saved.item;
    });
    app.delete(`${base}/:id`, { schema: { tags, params: idParams } }, async (req, reply) => {
      await deleteContent(db(), kind, req.params.id, currentUser(req), now());
      afterPublicChange(app);
      return reply.status(204).send();
    });
  }

  // A story's assignee and internal notes (staff only, like everything here).
  registerWorkflowRoutes(app);
  // An editor's amount for one contributor's piece, written into its payment when it goes public.
  registerPiecePaymentRoutes(app);

  // The author hears once when their story goes live (published now, or when its schedule comes due).
  app.events.on('contentSaved', async ({ db: tx, id, isPublic, at }) => {
    if (isPublic) await mailAuthorWhenLive(tx, id, siteUrl(app.deps.config), at);
  });

  // Article revisions.
  app.get(
    '/content/articles/:id/revisions',
    { schema: { tags: ['newsroom'], params: idParams, response: { 200: z.array(articleRevisionSchema) } } },
    async (req) => listRevisions(db(), req.params.id),
  );
  app.post(
    '/content/articles/:id/revisions/:revId/restore',
    { schema: { tags: ['newsroom'], params: revisionParams } },
    async (req) => {
      const item = await restoreRevision(db(), req.params.id, req.params.revId, currentUser(req), now());
      afterPublicChange(app);
      return item;
    },
  );

  // An artist's gallery items and music tracks.
  for (const part of ['gallery', 'tracks'] as const) {
    const createSchema = part === 'gallery' ? galleryItemCreateSchema : musicTrackCreateSchema;
    const updateSchema = part === 'gallery' ? galleryItemUpdateSchema : musicTrackUpdateSchema;
    const tags = ['newsroom'];
    app.get(`/content/artists/:id/${part}`, { schema: { tags, params: idParams } }, async (req) =>
      artistParts.list(db(), part, req.params.id),
    );
    app.post(
      `/content/artists/:id/${part}`,
      { schema: { tags, params: idParams, body: createSchema } },
      async (req, reply) => {
        const item = await artistParts.create(
          db(),
          part,
          req.params.id,
          req.body as Record<string, unknown>,
          currentUser(req),
          now(),
        );
        afterPublicChange(app);
        return reply.status(201).send(item);
      },
    );
    app.patch(
      `/content/artists/:id/${part}/:partId`,
      { schema: { tags, params: partParams, body: updateSchema } },
      async (req) => {
        const item = await artistParts.update(
          db(),
          part,
          req.params.id,
          req.params.partId,
          req.body as Record<string, unknown>,
          currentUser(req),
          now(),
        );
        afterPublicChange(app);
        return item;
      },
    );
    app.delete(`/content/artists/:id/${part}/:partId`, { schema: { tags, params: partParams } }, async (req, reply) => {
      await artistParts.remove(db(), part, req.params.id, req.params.partId, currentUser(req), now());
      afterPublicChange(app);
      return reply.status(204).send();
    });
  }
};
