import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleJob } from './background';
import cookie from '@fastify/cookie';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { sessions, users, type User } from '../db/schema';
import type { Db } from '../db/client';
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
  /** A password was right but a second factor is still due: who, and since when (ms). No userId yet. */
  mfaPending?: { userId: string; since: number };
}

interface LoadedSession {
  sid: string;
  data: SessionData;
  expire: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's session; read it only after loadSession (guards and withSession load it). */
    readonly session: LoadedSession | null;
    /** The signed-in user; read it only after loadSession (guards and withSession load it). */
    readonly user: User | null;
    sessionState: SessionState | null;
  }
}

interface SessionState {
  session: LoadedSession | null;
  user: User | null;
}

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

function loadedState(request: FastifyRequest): SessionState {
  if (!request.sessionState) {
    throw new Error(
      `The session of ${request.method} ${request.routeOptions.url ?? request.url} was read before it was loaded: ` +
        'guard the route with requireUser/requireAdmin or add onRequest: withSession.',
    );
  }
  return request.sessionState;
}

/** The session and its user in one query; null when there is none, it is forged or it expired. */
async function readSession(request: FastifyRequest, reply: FastifyReply): Promise<SessionState> {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return { session: null, user: null };
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return { session: null, user: null };
  const { db } = request.server.deps.database;
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sql`${sessions.sess}->>'userId'`))
    .where(eq(sessions.sid, unsigned.value))
    .limit(1);
  if (!row || row.session.expire.getTime() <= Date.now()) return { session: null, user: null };
  const data = (row.session.sess ?? {}) as SessionData;
  const session: LoadedSession = { sid: row.session.sid, data, expire: row.session.expire };
  if (SESSION_TTL_MS - (session.expire.getTime() - Date.now()) > ROLL_AFTER_MS) {
    const expire = new Date(Date.now() + SESSION_TTL_MS);
    await db.update(sessions).set({ expire }).where(eq(sessions.sid, session.sid));
    session.expire = expire;
    reply.setCookie(SESSION_COOKIE, session.sid, cookieOptions(request));
  }
  // A suspended account counts as signed out until the suspension ends.
  const now = request.server.deps.now?.() ?? new Date();
  const user = data.userId && row.user && !(row.user.suspendedUntil && row.user.suspendedUntil > now) ? row.user : null;
  return { session, user };
}

const loads = new WeakMap<FastifyRequest, Promise<void>>();

/**
 * Reads the request's session (and its user) once, on the routes that need them: guards call it,
 * other routes that look at the visitor add `onRequest: withSession`. Public reads skip it.
 */
export function loadSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  let load = loads.get(request);
  if (!load) {
    load = readSession(request, reply).then((state) => {
      request.sessionState ??= state;
    });
    loads.set(request, load);
  }
  return load;
}

/** Route hook for routes that read the visitor without requiring one (onRequest: withSession). */
export async function withSession(request: FastifyRequest, reply: FastifyReply) {
  await loadSession(request, reply);
}

/** Starts a fresh session (a new id every time: no session fixation) holding the given data. */
export async function startSession(request: FastifyRequest, reply: FastifyReply, data: SessionData) {
  await loadSession(request, reply);
  const { db } = request.server.deps.database;
  const previous = loadedState(request).session;
  if (previous) await db.delete(sessions).where(eq(sessions.sid, previous.sid));
  const sid = randomBytes(32).toString('base64url');
  const expire = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ sid, sess: data, expire });
  // The user, when there is one, is read again by the next request; this one only needs the session.
  request.sessionState = { session: { sid, data, expire }, user: loadedState(request).user };
  reply.setCookie(SESSION_COOKIE, sid, cookieOptions(request));
}

/** Replaces the data of the current session, keeping its id. */
export async function updateSession(request: FastifyRequest, data: SessionData) {
  const session = loadedState(request).session;
  if (!session) return;
  const { db } = request.server.deps.database;
  await db.update(sessions).set({ sess: data }).where(eq(sessions.sid, session.sid));
  session.data = data;
}

/**
 * Who this visitor is, for counting likes and views once: the user id when signed in, else the id
 * of an anonymous session (started on first need, so plain browsing sets no cookie).
 */
export async function visitorKey(request: FastifyRequest, reply: FastifyReply): Promise<string> {
  await loadSession(request, reply);
  if (request.user) return `user:${request.user.id}`;
  const existing = request.session?.data.visitorId;
  if (existing) return `visitor:${existing}`;
  const visitorId = randomBytes(16).toString('base64url');
  if (request.session) await updateSession(request, { ...request.session.data, visitorId });
  else await startSession(request, reply, { visitorId });
  return `visitor:${visitorId}`;
}

export async function endSession(request: FastifyRequest, reply: FastifyReply) {
  await loadSession(request, reply);
  const { db } = request.server.deps.database;
  if (request.session) await db.delete(sessions).where(eq(sessions.sid, request.session.sid));
  request.sessionState = { session: null, user: null };
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * Ends every session of an account except `keepSid` (none when omitted): after a password
 * change or reset, a stolen session must not outlive the credential it came from.
 */
export async function endUserSessions(db: Db, userId: string, keepSid?: string) {
  const ofUser = sql`${sessions.sess}->>'userId' = ${userId}`;
  const ended = await db
    .delete(sessions)
    .where(keepSid ? and(ofUser, ne(sessions.sid, keepSid)) : ofUser)
    .returning({ sid: sessions.sid });
  return ended.length;
}

export async function purgeExpiredSessions(app: FastifyInstance) {
  await app.deps.database.db.delete(sessions).where(lt(sessions.expire, new Date()));
}

/** Cookie parsing, sessions read on demand (loadSession), and an hourly purge of expired rows. */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie, { secret: resolveSessionSecret(app.deps.config) });
  app.decorateRequest('sessionState', null);
  app.decorateRequest('session', {
    getter(this: FastifyRequest) {
      return loadedState(this).session;
    },
  });
  app.decorateRequest('user', {
    getter(this: FastifyRequest) {
      return loadedState(this).user;
    },
  });
  scheduleJob(app, {
    name: 'session-purge',
    everyMs: 60 * 60 * 1000,
    run: () => purgeExpiredSessions(app),
    autoStart: true,
  });
});
