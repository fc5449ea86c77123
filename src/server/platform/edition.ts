import type { FastifyReply, FastifyRequest } from 'fastify';
import { EDITION_COOKIE, editionFromCookies, type City } from '../../shared/cities';
import { SESSION_COOKIE, loadSession } from './sessions';
import { findPreferences, toPreferences } from './reader-preferences';

/** A year, as the browser keeps it when the reader picks a city (client/lib/use-city.ts). */
const EDITION_MAX_AGE_S = 60 * 60 * 24 * 365;

/**
 * The reader's edition for a page (decision 024): the `bl_city` cookie, else a signed-in member's
 * saved city. A member opening a bookmark on a new browser gets their city from the first page on;
 * the cookie is set with it, so the browser's first render matches the server's.
 */
export async function pageEdition(req: FastifyRequest, reply: FastifyReply): Promise<City | null> {
  const fromCookie = editionFromCookies(req.headers.cookie);
  if (fromCookie || !req.cookies[SESSION_COOKIE]) return fromCookie;
  await loadSession(req, reply);
  if (!req.user) return null;
  const saved = toPreferences(await findPreferences(req.server.deps.database.db, req.user.id)).preferredCities[0];
  if (!saved) return null;
  void reply.setCookie(EDITION_COOKIE, saved, {
    path: '/',
    sameSite: 'lax',
    maxAge: EDITION_MAX_AGE_S,
    secure: req.protocol === 'https',
  });
  return saved;
}
