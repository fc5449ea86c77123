import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens, users, type User } from '../../db/schema';
import type { AuthUser } from '../../../shared/auth';
import { AppError } from '../../platform/app-error';
import { toRole } from '../../../shared/newsroom/roles';
import { assertNotSuspended } from '../../platform/suspension';
import { hashPassword, verifyPassword, type PasswordCost } from '../../platform/passwords';
import { staffNeedsMfaSetup } from '../../platform/guards';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const VERIFY_TOKEN_TTL_MS = 3 * 24 * 60 * 60 * 1000;
const WRONG_CREDENTIALS = 'The e-mail or password is incorrect.';

export function toAuthUser(user: User, staffMfa: 'required' | 'optional' = 'required'): AuthUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: toRole(user.role),
    membershipType: user.membershipType,
    membershipStatus: user.membershipStatus,
    canUploadContent: user.canUploadContent,
    hasPassword: Boolean(user.passwordHash),
    emailVerified: Boolean(user.emailVerifiedAt),
    mfaEnabled: Boolean(user.mfaEnabledAt),
    mfaSetupRequired: staffNeedsMfaSetup(user, staffMfa),
  };
}

/**
 * Whether a verified account earns admin rights: an ADMIN_EMAILS address always; when
 * ADMIN_EMAILS is empty, the first account ever created (a fresh install's owner), while no admin exists.
 */
async function earnsAdmin(db: Db, user: User, adminEmails: string[]): Promise<boolean> {
  if (!user.emailVerifiedAt || !user.email) return false;
  if (adminEmails.length > 0) return adminEmails.includes(user.email);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (admin) return false;
  const [first] = await db.select({ id: users.id }).from(users).orderBy(asc(users.createdAt), asc(users.id)).limit(1);
  return first?.id === user.id;
}

/** Gives a verified account the admin role it has earned (see earnsAdmin); answers the account as it is now. */
export async function applyAdminRule(db: Db, user: User, adminEmails: string[]): Promise<User> {
  if (user.role === 'admin' || !(await earnsAdmin(db, user, adminEmails))) return user;
  const [promoted] = await db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id)).returning();
  return promoted ?? user;
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}

export async function register(
  db: Db,
  input: { firstName: string; lastName: string; email: string; password: string },
  cost?: PasswordCost,
): Promise<User> {
  if (await findUserByEmail(db, input.email)) {
    throw new AppError('EMAIL_TAKEN', 409, 'An account with this e-mail already exists. Try signing in instead.');
  }
  const passwordHash = await hashPassword(input.password, cost);
  // Every account starts as a member; admin rights come only with a verified address (applyAdminRule).
  const [user] = await db
    .insert(users)
    .values({ email: input.email, firstName: input.firstName, lastName: input.lastName, passwordHash, role: 'member' })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user)
    throw new AppError('EMAIL_TAKEN', 409, 'An account with this e-mail already exists. Try signing in instead.');
  return user;
}

export async function authenticate(
  db: Db,
  input: { email: string; password: string },
  adminEmails: string[],
  now: Date = new Date(),
  cost?: PasswordCost,
) {
  const user = await findUserByEmail(db, input.email);
  const ok = await verifyPassword(input.password, user?.passwordHash, cost);
  if (!user || !ok) throw new AppError('WRONG_CREDENTIALS', 401, WRONG_CREDENTIALS);
  // Only after the password: a stranger learns nothing about whether an address is suspended.
  assertNotSuspended(user, now);
  return applyAdminRule(db, user, adminEmails);
}

/** A new e-mail verification token for the account (only its hash is stored). */
export async function createVerifyToken(db: Db, user: User, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({
    userId: user.id,
    purpose: 'email_verify',
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + VERIFY_TOKEN_TTL_MS),
  });
  return token;
}

/** Marks the address of the token's account verified (once); null when the link is unknown or expired. */
export async function verifyEmail(db: Db, token: string, adminEmails: string[]): Promise<User | null> {
  const [claimed] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, 'email_verify'),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!claimed) return null;
  const [user] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, claimed.userId))
    .returning();
  return user ? applyAdminRule(db, user, adminEmails) : null;
}

export async function updateName(db: Db, userId: string, input: { firstName: string; lastName: string }) {
  const [user] = await db
    .update(users)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new AppError('USER_NOT_FOUND', 404, 'Account not found.');
  return user;
}

export async function changePassword(
  db: Db,
  user: User,
  input: { currentPassword: string; newPassword: string },
  cost?: PasswordCost,
) {
  if (!(await verifyPassword(input.currentPassword, user.passwordHash, cost))) {
    throw new AppError('WRONG_PASSWORD', 400, 'Your current password is incorrect.', [
      { path: 'currentPassword', message: 'Your current password is incorrect.' },
    ]);
  }
  const passwordHash = await hashPassword(input.newPassword, cost);
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a one-time reset token for the account, if there is one. Only its hash is stored. */
export async function createResetToken(db: Db, email: string, now = new Date()) {
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  const token = randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({
    userId: user.id,
    purpose: 'password_reset',
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  return { user, token };
}

/** Uses a reset token exactly once: the update claims it atomically, so a second use finds nothing. */
export async function resetPassword(db: Db, input: { token: string; password: string }, cost?: PasswordCost) {
  const passwordHash = await hashPassword(input.password, cost);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(authTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(authTokens.tokenHash, hashToken(input.token)),
          eq(authTokens.purpose, 'password_reset'),
          isNull(authTokens.usedAt),
          gt(authTokens.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!claimed) throw new AppError('RESET_LINK_INVALID', 400, 'This reset link is invalid or has expired.');
    // The link came to the inbox, so the address is proven as well.
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date(), emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, claimed.userId))
      .returning();
    if (!user) throw new AppError('RESET_LINK_INVALID', 400, 'This reset link is invalid or has expired.');
    return user;
  });
}

export async function findUserById(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}
