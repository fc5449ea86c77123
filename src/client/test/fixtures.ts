import type { AuthUser } from '../../shared/auth';

/**
 * A signed-in account as GET /api/auth/user answers it (a verified admin with two-step sign-in on);
 * a test overrides what it is about, e.g. `signedInUser({ role: 'member' })`.
 */
export function signedInUser(overrides: Partial<AuthUser> = {}): AuthUser {
  const user = {
    id: 'u1',
    email: 'a@example.com',
    firstName: 'Ida',
    lastName: 'Wells',
    profileImageUrl: null,
    role: 'admin',
    membershipType: 'free',
    membershipStatus: 'active',
    canUploadContent: false,
    hasPassword: true,
    emailVerified: true,
    mfaEnabled: true,
    mfaSetupRequired: false,
  } satisfies AuthUser;
  return { ...user, ...overrides };
}
