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
import { NO_SECOND_FACTOR } from './mfa';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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

/**
 * Creates an account (a member, unverified) for a new address; answers null when the address already
 * has one, so the caller can say the same thing either way. The password is hashed in both cases, so
 * a known address takes as long to answer as a new one.
 */
export async function register(
  db: Db,
  input: { firstName: string; lastName: string; email: string; password: string },
  cost?: PasswordCost,
): Promise<User | null> {
  const passwordHash = await hashPassword(input.password, cost);
  // Every account starts as a member; admin rights come only with a verified address (applyAdminRule).
  const [user] = await db
    .insert(users)
    .values({ email: input.email, firstName: input.firstName, lastName: input.lastName, passwordHash, role: 'member' })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return user ?? null;
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

const verifyLinkInvalid = () =>
  new AppError(
    'VERIFY_LINK_INVALID',
    400,
    'This verification link is invalid or has expired. Sign in and ask for a new one, or reset your password.',
  );

/**
 * The verification page: the person at the mailbox proves the address and sets the password in one
 * step, so nothing someone else set up before (a password, a second factor) outlives the link. The
 * token works once; every other verification link of the account stops working with it.
 */
export async function verifyEmail(
  db: Db,
  input: { token: string; password: string },
  cost?: PasswordCost,
): Promise<User> {
  const live = and(
    eq(authTokens.tokenHash, hashToken(input.token)),
    eq(authTokens.purpose, 'email_verify'),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, sql`now()`),
  );
  // Checked before hashing, so unknown links cost no hashing work.
  const [known] = await db.select({ id: authTokens.id }).from(authTokens).where(live).limit(1);
  if (!known) throw verifyLinkInvalid();
  const passwordHash = await hashPassword(input.password, cost);
  return db.transaction(async (tx) => {
    const [claimed] = await tx.update(authTokens).set({ usedAt: new Date() }).where(live).returning();
    if (!claimed) throw verifyLinkInvalid();
    const user = await setPasswordFromMailbox(tx, claimed.userId, passwordHash);
    if (!user) throw verifyLinkInvalid();
    await tx
      .update(authTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(authTokens.userId, user.id), eq(authTokens.purpose, 'email_verify'), isNull(authTokens.usedAt)));
    return user;
  });
}

/**
 * Sets the password from a link that came to the inbox (verification or reset), which proves the
 * address as well. A second factor enrolled while the address was unproven is removed: whoever
 * enrolled it did not show they own the address.
 */
async function setPasswordFromMailbox(tx: Tx, userId: string, passwordHash: string): Promise<User | undefined> {
  const [before] = await tx
    .select({ emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!before) return undefined;
  const [user] = await tx
    .update(users)
    .set({
      passwordHash,
      updatedAt: new Date(),
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      ...(before.emailVerifiedAt ? {} : NO_SECOND_FACTOR),
    })
    .where(eq(users.id, userId))
    .returning();
  return user;
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
    const user = await setPasswordFromMailbox(tx, claimed.userId, passwordHash);
    if (!user) throw new AppError('RESET_LINK_INVALID', 400, 'This reset link is invalid or has expired.');
    return user;
  });
}

export async function findUserById(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}
