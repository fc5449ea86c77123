import type { FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../db/schema';
import { AppError } from './app-error';
import { loadSession } from './sessions';

export const unauthorized = () => new AppError('UNAUTHORIZED', 401, 'Unauthorized');

/** Route hook: the request must come from a signed-in user (401 otherwise). Loads the session. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply) {
  await loadSession(request, reply);
  if (!request.user) throw unauthorized();
}

/** Route hook: the request must come from an admin (401 signed out, 403 signed in as a member). Loads the session. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  await loadSession(request, reply);
  if (!request.user) throw unauthorized();
  if (request.user.role !== 'admin')
    throw new AppError('FORBIDDEN', 403, "You don't have permission to access this page.");
}

/** The signed-in user inside a handler guarded by requireUser or requireAdmin. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized();
  return request.user;
}
