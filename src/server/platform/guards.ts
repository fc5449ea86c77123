import type { FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../db/schema';
import { isAdminRole, isStaffRole } from '../../shared/newsroom/roles';
import { AppError } from './app-error';
import { loadSession } from './sessions';

export const unauthorized = () => new AppError('UNAUTHORIZED', 401, 'Unauthorized');
const forbidden = () => new AppError('FORBIDDEN', 403, "You don't have permission to access this page.");

/** Route hook: the request must come from a signed-in user (401 otherwise). Loads the session. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply) {
  await loadSession(request, reply);
  if (!request.user) throw unauthorized();
}

export const emailNotVerified = () =>
  new AppError(
    'EMAIL_NOT_VERIFIED',
    403,
    'Please verify your e-mail address first: open the link we sent you, or ask for a new one on your account page.',
  );

/**
 * Route hook: a signed-in user whose e-mail address is verified. Unverified accounts can browse
 * and set preferences, but not post, submit or pay (403 EMAIL_NOT_VERIFIED).
 */
export async function requireVerified(request: FastifyRequest, reply: FastifyReply) {
  await loadSession(request, reply);
  if (!request.user) throw unauthorized();
  if (!request.user.emailVerifiedAt) throw emailNotVerified();
}

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

/**
 * Hook for a staff route folder (editors and admins): 401 signed out, 403 for members and
 * contributors, 403 MFA_SETUP_REQUIRED for staff without two-step sign-in when STAFF_MFA=required.
 * Register it with `scope.addHook('onRequest', requireStaff)` so it answers before any validation.
 * Loads the session.
 */
export async function requireStaff(request: FastifyRequest, reply: FastifyReply) {
  await loadSession(request, reply);
  if (!request.user) throw unauthorized();
  if (!isStaffRole(request.user.role)) throw forbidden();
  assertStaffMfa(request, request.user);
}

/** The same check as requireStaff, by the name the Vent Room's safety tools use. */

/** Hook for admin-only routes (users, roles, audit, ads): 401 signed out, 403 for everyone else. Loads the session. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  await loadSession(request, reply);
  if (!request.user) throw unauthorized();
  if (!isAdminRole(request.user.role)) throw forbidden();
  assertStaffMfa(request, request.user);
}

/** The signed-in user inside a handler guarded by requireUser or requireAdmin. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** Whether an account is staff (an editor or an admin). */
export const isStaffUser = (user: { role: string } | null | undefined) => !!user && isStaffRole(user.role);

/** A person's display name for bylines and the audit log (never the e-mail). */
export function displayName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || 'Staff';
}
