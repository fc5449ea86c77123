import type { FastifyRequest } from 'fastify';
import type { User } from '../db/schema';
import { isStaffRole } from '../../shared/auth';
import { AppError } from './app-error';

export const unauthorized = () => new AppError('UNAUTHORIZED', 401, 'Unauthorized');

/** Route hook: the request must come from a signed-in user (401 otherwise). */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
}

/**
 * Route hook: a signed-in user whose e-mail address is verified. Unverified accounts can browse
 * and set preferences, but not post, submit or pay (403 EMAIL_NOT_VERIFIED).
 */
export async function requireVerified(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  if (!request.user.emailVerifiedAt) throw emailNotVerified();
}

export const emailNotVerified = () =>
  new AppError(
    'EMAIL_NOT_VERIFIED',
    403,
    'Please verify your e-mail address first: open the link we sent you, or ask for a new one on your account page.',
  );

/** Staff (editors and admins) must have two-step sign-in on when the site requires it (STAFF_MFA). */
export function staffNeedsMfaSetup(user: User, staffMfa: 'required' | 'optional'): boolean {
  return staffMfa === 'required' && isStaffRole(user.role) && !user.mfaEnabledAt;
}

function assertStaffMfa(request: FastifyRequest, user: User) {
  if (staffNeedsMfaSetup(user, request.server.deps.config.STAFF_MFA)) {
    throw new AppError(
      'MFA_SETUP_REQUIRED',
      403,
      'Staff must turn on two-step sign-in first. You can do this on your account page.',
    );
  }
}

/** Route hook: the request must come from an admin (401 signed out, 403 signed in as a member). */
export async function requireAdmin(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  if (request.user.role !== 'admin')
    throw new AppError('FORBIDDEN', 403, "You don't have permission to access this page.");
  assertStaffMfa(request, request.user);
}

/** Route hook: any staff role (editor or admin), with two-step sign-in when required. */
export async function requireStaffMember(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  if (!isStaffRole(request.user.role))
    throw new AppError('FORBIDDEN', 403, "You don't have permission to access this page.");
  assertStaffMfa(request, request.user);
}

/** The signed-in user inside a handler guarded by requireUser. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized();
  return request.user;
}
