/** Two-step sign-in with an authenticator app (TOTP, RFC 6238) and one-time recovery codes. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNotNull, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db } from '../../db/client';
import { authTokens, users, type User } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { isSealed, secretBox, type SecretBox } from '../../platform/secret-box';

const ISSUER = 'By Locals, For Locals';
export const RECOVERY_CODE_COUNT = 10;
export const TRUSTED_DEVICE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** One step either side of now, for clocks a little off. */
const EPOCH_TOLERANCE_S = 30;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const wrongCode = () =>
  new AppError('MFA_CODE_INVALID', 400, 'That code is not right. Check your app and try again.', [
    { path: 'code', message: 'That code is not right. Check your app and try again.' },
  ]);

/** The box the TOTP secrets are sealed in at rest (AES-256-GCM under a key from the session secret). */
export const totpBox = (sessionSecret: string) => secretBox(sessionSecret, 'totp-secret');

/**
 * Seals the TOTP secrets stored in plain text before they were encrypted at rest (run at start-up;
 * a sealed value is left as it is).
 */
export async function sealPlainSecrets(db: Db, box: SecretBox): Promise<number> {
  const rows = await db
    .select({ id: users.id, secret: users.mfaSecret, pending: users.mfaPendingSecret })
    .from(users)
    .where(or(isNotNull(users.mfaSecret), isNotNull(users.mfaPendingSecret)));
  let sealed = 0;
  for (const row of rows) {
    const set: Partial<typeof users.$inferInsert> = {};
    if (row.secret && !isSealed(row.secret)) set.mfaSecret = box.seal(row.secret);
    if (row.pending && !isSealed(row.pending)) set.mfaPendingSecret = box.seal(row.pending);
    if (Object.keys(set).length === 0) continue;
    await db.update(users).set(set).where(eq(users.id, row.id));
    sealed += 1;
  }
  return sealed;
}

/** A stored secret in plain text: sealed ones opened, one from before sealing read as it is. */
const openSecret = (box: SecretBox, stored: string | null) =>
  stored ? (isSealed(stored) ? box.open(stored) : stored) : null;

/** The columns of an account without a second factor. */
export const NO_SECOND_FACTOR = {
  mfaSecret: null,
  mfaPendingSecret: null,
  mfaEnabledAt: null,
  mfaRecoveryCodes: [] as string[],
  mfaLastTimeStep: null,
};

/**
 * Only the proven owner of the address enrols a second factor: one enrolled before would greet the
 * real owner after they verify or reset.
 */
function assertVerified(user: User) {
  if (user.emailVerifiedAt) return;
  throw new AppError(
    'EMAIL_NOT_VERIFIED',
    403,
    'Please verify your e-mail address first: open the link we e-mailed you, then set up two-step sign-in.',
  );
}

/** A fresh secret for the account to scan; it becomes active only once a code from it is confirmed. */
export async function startSetup(db: Db, box: SecretBox, user: User) {
  assertVerified(user);
  if (user.mfaEnabledAt) throw new AppError('MFA_ALREADY_ENABLED', 409, 'Two-step sign-in is already on.');
  const secret = generateSecret();
  await db
    .update(users)
    .set({ mfaPendingSecret: box.seal(secret) })
    .where(eq(users.id, user.id));
  const otpauthUrl = generateURI({ issuer: ISSUER, label: user.email ?? user.id, secret });
  const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 });
  return { secret, otpauthUrl, qrDataUrl };
}

/** "abcde-12345": 50 bits of randomness each, easy to read aloud and type. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
const normalizeRecovery = (code: string) => code.replace(/[^a-z0-9]/gi, '').toLowerCase();

async function checkTotp(secret: string, code: string, afterTimeStep: number | null) {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: EPOCH_TOLERANCE_S,
    ...(afterTimeStep !== null ? { afterTimeStep } : {}),
  }).catch(() => null);
  return result?.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Turns two-step sign-in on with a code from the scanned secret; answers the recovery codes (shown once). */
export async function enable(db: Db, box: SecretBox, user: User, code: string) {
  assertVerified(user);
  if (user.mfaEnabledAt) throw new AppError('MFA_ALREADY_ENABLED', 409, 'Two-step sign-in is already on.');
  const pending = openSecret(box, user.mfaPendingSecret);
  if (!pending)
    throw new AppError('MFA_SETUP_MISSING', 409, 'Start the setup first: scan the QR code, then enter a code.');
  const step = await checkTotp(pending, code, null);
  if (step === null) throw wrongCode();
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db
    .update(users)
    .set({
      mfaSecret: box.seal(pending),
      mfaPendingSecret: null,
      mfaEnabledAt: new Date(),
      mfaLastTimeStep: step,
      mfaRecoveryCodes: recoveryCodes.map((c) => sha256(normalizeRecovery(c))),
    })
    .where(eq(users.id, user.id));
  return recoveryCodes;
}

/**
 * Checks a second-factor code: a current authenticator code not used before, or an unused
 * recovery code (which is then spent). Throws 400 otherwise.
 */
export async function verifySecondFactor(db: Db, box: SecretBox, user: User, code: string): Promise<void> {
  const secret = openSecret(box, user.mfaSecret);
  const step = secret ? await checkTotp(secret, code, user.mfaLastTimeStep) : null;
  if (step !== null) {
    await db.update(users).set({ mfaLastTimeStep: step }).where(eq(users.id, user.id));
    return;
  }
  const hash = sha256(normalizeRecovery(code));
  if (!user.mfaRecoveryCodes.includes(hash)) throw wrongCode();
  await db
    .update(users)
    .set({ mfaRecoveryCodes: user.mfaRecoveryCodes.filter((h) => h !== hash) })
    .where(eq(users.id, user.id));
}

export async function disable(db: Db, user: User) {
  await db.update(users).set(NO_SECOND_FACTOR).where(eq(users.id, user.id));
  await forgetDevices(db, user.id, 'mfa_device');
}

export type DevicePurpose = 'mfa_device' | 'known_device';

/** Remembers this browser for the account: a random token in a cookie, its hash here. */
export async function rememberDevice(db: Db, userId: string, purpose: DevicePurpose, ttlMs: number) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** The account a remembered-device token belongs to, if it is still valid. */
export async function deviceOwner(db: Db, token: string | undefined, purpose: DevicePurpose): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, sha256(token)),
        eq(authTokens.purpose, purpose),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}

export async function forgetDevices(db: Db, userId: string, ...purposes: DevicePurpose[]) {
  await db.delete(authTokens).where(and(eq(authTokens.userId, userId), inArray(authTokens.purpose, purposes)));
}
