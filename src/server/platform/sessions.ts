import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleJob } from './background';
import cookie from '@fastify/cookie';
import { eq, lt } from 'drizzle-orm';
import { sessions, users, type User } from '../db/schema';
import { resolveSessionSecret } from './session-secret';

export const SESSION_COOKIE = 'sid';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
// Extend the expiry at most once a day per session, not on every request.
const ROLL_AFTER_MS = 24 * 60 * 60 * 1000;

export interface SessionData {
  userId?: string;
  /** A random id for an anonymous visitor (one like per visitor, views counted once). */
  visitorId?: string;
  /** OpenID Connect flow state, kept only between /api/login and /api/callback. */
  oidc?: { state: string; nonce: string; codeVerifier: string; returnTo: string };
}

interface LoadedSession {
  sid: string;
  data: SessionData;
  expire: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: LoadedSession | null;
    user: User | null;
  }
}

const isApiRequest = (url: string) => url.startsWith('/api/');

function cookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    signed: true,
    maxAge: SESSION_TTL_MS / 1000,
  };
}

async function loadSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return;
  const { db } = app.deps.database;
  const [row] = await db.select().from(sessions).where(eq(sessions.sid, unsigned.value)).limit(1);
  if (!row || row.expire.getTime() <= Date.now()) return;
  const data = (row.sess ?? {}) as SessionData;
  request.session = { sid: row.sid, data, expire: row.expire };
  if (data.userId) {
    const [user] = await db.select().from(users).where(eq(users.id, data.userId)).limit(1);
    // A suspended account counts as signed out until the suspension ends.
    const now = app.deps.now?.() ?? new Date();
    request.user = user && !(user.suspendedUntil && user.suspendedUntil > now) ? user : null;
  }
  if (SESSION_TTL_MS - (row.expire.getTime() - Date.now()) > ROLL_AFTER_MS) {
    const expire = new Date(Date.now() + SESSION_TTL_MS);
    await db.update(sessions).set({ expire }).where(eq(sessions.sid, row.sid));
    request.session.expire = expire;
    reply.setCookie(SESSION_COOKIE, row.sid, cookieOptions(request));
  }
}

/** Starts a fresh session (a new id every time: no session fixation) holding the given data. */
export async function startSession(request: FastifyRequest, reply: FastifyReply, data: SessionData) {
  const { db } = request.server.deps.database;
  if (request.session) await db.delete(sessions).where(eq(sessions.sid, request.session.sid));
  const sid = randomBytes(32).toString('base64url');
  const expire = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ sid, sess: data, expire });
  request.session = { sid, data, expire };
  reply.setCookie(SESSION_COOKIE, sid, cookieOptions(request));
}

/** Replaces the data of the current session, keeping its id. */
export async function updateSession(request: FastifyRequest, data: SessionData) {
  if (!request.session) return;
  const { db } = request.server.deps.database;
  await db.update(sessions).set({ sess: data }).where(eq(sessions.sid, request.session.sid));
  request.session.data = data;
}

/**
 * Who this visitor is, for counting likes and views once: the user id when signed in, else the id
 * of an anonymous session (started on first need, so plain browsing sets no cookie).
 */
export async function visitorKey(request: FastifyRequest, reply: FastifyReply): Promise<string> {
  if (request.user) return `user:${request.user.id}`;
  const existing = request.session?.data.visitorId;
  if (existing) return `visitor:${existing}`;
  const visitorId = randomBytes(16).toString('base64url');
  if (request.session) await updateSession(request, { ...request.session.data, visitorId });
  else await startSession(request, reply, { visitorId });
  return `visitor:${visitorId}`;
}

export async function endSession(request: FastifyRequest, reply: FastifyReply) {
  const { db } = request.server.deps.database;
  if (request.session) await db.delete(sessions).where(eq(sessions.sid, request.session.sid));
  request.session = null;
  request.user = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export async function purgeExpiredSessions(app: FastifyInstance) {
  await app.deps.database.db.delete(sessions).where(lt(sessions.expire, new Date()));
}

/** Cookie parsing, the session of each API request, and an hourly purge of expired rows. */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie, { secret: resolveSessionSecret(app.deps.config) });
  app.decorateRequest('session', null);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    if (isApiRequest(request.url)) await loadSession(app, request, reply);
  });
  scheduleJob(app, {
    name: 'session-purge',
    everyMs: 60 * 60 * 1000,
    run: () => purgeExpiredSessions(app),
    autoStart: true,
  });
});
