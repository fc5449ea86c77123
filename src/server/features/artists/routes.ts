import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  artistDetailSchema,
  artistListQuerySchema,
  artistSchema,
  galleryItemSchema,
  musicTrackSchema,
  radioStationSchema,
} from '../../../shared/artists';
import { artistIdParams } from './params';
import { radioStations } from './radio';
import { appNow } from '../../platform/clock';
import { getArtist, listArtists, listGallery, listMusic } from './service';
import { socialRoutes } from './social-routes';
import { artistAdminRoutes } from './admin-routes';
import { writeupRoutes } from './writeup-routes';
import { withSession } from '../../platform/sessions';
import { definePublicList } from '../../platform/lists/define';
import { publicListRoute } from '../../platform/lists/route';

/** The visitor's like key when we already know them; reading a page never starts a session. */
function knownVisitor(req: FastifyRequest): string | null {
  if (req.user) return `user:${req.user.id}`;
  const visitorId = req.session?.data.visitorId;
  return visitorId ? `visitor:${visitorId}` : null;
}

/** Artists by city, medium or name; read afresh (likes and staff edits do not clear the public-read cache). */
export const artistList = definePublicList({
  name: 'artists',
  query: artistListQuerySchema,
  item: artistSchema,
  cached: false,
  read: (query, { db, now }) => listArtists(db, query, now),
});

/** Everything under /api for artists; register with `{ prefix: '/api' }`. */
export const artistsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const tags = ['artists'];

  publicListRoute(app, '/artists', artistList, { tags });

  app.get(
    '/artists/:id',
    { onRequest: withSession, schema: { tags, params: artistIdParams, response: { 200: artistDetailSchema } } },
    async (req) => getArtist(db, req.params.id, req.user?.id ?? null, appNow(app)),
  );

  app.get(
    '/artists/:id/gallery',
    { onRequest: withSession, schema: { tags, params: artistIdParams, response: { 200: z.array(galleryItemSchema) } } },
    async (req) => listGallery(db, req.params.id, knownVisitor(req)),
  );

  app.get(
    '/artists/:id/music',
    { onRequest: withSession, schema: { tags, params: artistIdParams, response: { 200: z.array(musicTrackSchema) } } },
    async (req) => listMusic(db, req.params.id, knownVisitor(req)),
  );

  // The stations are fixed (spec 001 section 3); a deployment swaps their streams through
  const streams = app.deps.config.RADIO_STREAM_URLS;
  app.get('/radio/stations', { schema: { tags, response: { 200: z.array(radioStationSchema) } } }, async () =>
    radioStations(streams),
  );

  await app.register(socialRoutes);
  await app.register(writeupRoutes);
  await app.register(artistAdminRoutes);
};
