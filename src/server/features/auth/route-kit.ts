/** What the account routes share: answer shapes, limits' words, the remembered-device cookies. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { safeReturnTo } from '../../../shared/auth';
import type { User } from '../../db/schema';
import { startSession } from '../../platform/sessions';
import { AppError } from '../../platform/app-error';
import * as mfa from './mfa';

import type { Db } from '../../db/client';

export const message = z.object({ message: z.string() });
export const apiError = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
export const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';
/** A browser that completed a sign-in for an account: the account's delays never hold it back. */
export const KNOWN_DEVICE_COOKIE = 'bl_device';
export const KNOWN_DEVICE_TTL_MS = 365 * DAY;
/** A browser whose owner chose "remember this device" at the code step. */
export const MFA_DEVICE_COOKIE = 'bl_mfa_device';
export const MFA_PENDING_TTL_MS = 10 * MINUTE;

export const tooMany = (seconds: number) =>
  new AppError('RATE_LIMITED', 429, TOO_MANY, undefined, { 'Retry-After': String(Math.max(1, seconds)) });

/** Where to go after signing in: ?returnTo=, else the same-origin page the visitor came from. */
export function returnToFrom(request: FastifyRequest, query: { returnTo?: string }): string {
  if (query.returnTo) return safeReturnTo(query.returnTo);
  const referer = request.headers.referer;
  if (!referer) return '/';
  try {
    const url = new URL(referer);
    if (url.host !== request.host) return '/';
    return safeReturnTo(url.pathname + url.search);
  } catch {
    return '/';
  }
}

export function deviceCookieOptions(request: FastifyRequest, ttlMs: number) {
  return {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    maxAge: Math.floor(ttlMs / 1000),
  };
}

/** The page GET /api/logout shows: a form that posts, so a cross-site link cannot sign anyone out. */
export const LOGOUT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign out - By Locals, For Locals</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;line-height:1.5}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}a{color:#1d4ed8}</style></head>
<body><main><h1>Sign out</h1><p>Do you want to sign out of By Locals, For Locals on this device?</p>
<form method="post" action="/api/logout"><button type="submit">Sign Out</button></form>
<p><a href="/">No, take me home</a></p></main></body></html>`;

/** Signs the account in on this browser and remembers the browser as one of its devices. */
export async function signInFully(db: Db, req: FastifyRequest, reply: FastifyReply, user: User) {
  await startSession(req, reply, { userId: user.id });
  const token = await mfa.rememberDevice(db, user.id, 'known_device', KNOWN_DEVICE_TTL_MS);
  reply.setCookie(KNOWN_DEVICE_COOKIE, token, deviceCookieOptions(req, KNOWN_DEVICE_TTL_MS));
}

/** Forgets every remembered browser of the account (its password changed): each asks for a code again. */
export async function forgetAllDevices(db: Db, reply: FastifyReply, userId: string) {
  await mfa.forgetDevices(db, userId, 'mfa_device', 'known_device');
  reply.clearCookie(MFA_DEVICE_COOKIE, { path: '/api/auth' });
}
