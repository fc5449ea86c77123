import type { FastifyRequest } from 'fastify';
import type { User } from '../db/schema';
import { AppError } from './app-error';

export const unauthorized = () => new AppError('UNAUTHORIZED', 401, 'Unauthorized');

/** Route hook: the request must come from a signed-in user (401 otherwise). */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
}

/** Route hook: the request must come from an admin (401 signed out, 403 signed in as a member). */
export async function requireAdmin(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  if (request.user.role !== 'admin')
    throw new AppError('FORBIDDEN', 403, "You don't have permission to access this page.");
}

export const STAFF_ROLES = ['editor', 'admin'] as const;
export const isStaff = (user: { role: string } | null | undefined) =>
  !!user && (STAFF_ROLES as readonly string[]).includes(user.role);

/** Route hook: the request must come from an editor or an admin (401 signed out, 403 otherwise). */
export async function requireStaff(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  if (!isStaff(request.user)) throw new AppError('FORBIDDEN', 403, "You don't have permission to access this page.");
}

/** The signed-in user inside a handler guarded by requireUser. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized();
  return request.user;
}
