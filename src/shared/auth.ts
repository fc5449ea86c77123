import { z } from 'zod';
import { ROLES, type Role } from './newsroom/roles';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
export const NAME_MAX = 100;

const email = z
  .string({ error: 'Please enter your e-mail address.' })
  .trim()
  .min(1, 'Please enter your e-mail address.')
  .max(254, 'That e-mail address is too long.')
  .pipe(z.email('Please enter a valid e-mail address.'))
  .transform((e) => e.toLowerCase());

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`);

const newPassword = z
  .string({ error: 'Please choose a password.' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const signInSchema = z.object({
  email,
  password: z.string({ error: 'Please enter your password.' }).min(1, 'Please enter your password.').max(PASSWORD_MAX),
});

export const registerSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email,
  password: newPassword,
});

export const updateUserSchema = z.object({ firstName: name('First name'), lastName: name('Last name') });

export const passwordResetRequestSchema = z.object({ email });

export const passwordResetConfirmSchema = z.object({
  token: z.string().min(20, 'This reset link is invalid or has expired.').max(200),
  password: newPassword,
});

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password.').max(PASSWORD_MAX),
  newPassword,
});

export { ROLES, type Role };

/** A six-digit authenticator code, or a recovery code (xxxxx-xxxxx). */
export const mfaCodeSchema = z.object({
  code: z
    .string({ error: 'Please enter the code.' })
    .trim()
    .min(6, 'Please enter the 6-digit code from your app or a recovery code.')
    .max(32, 'Please enter the 6-digit code from your app or a recovery code.')
    .transform((c) => c.replace(/\s+/g, '').toLowerCase()),
});

export const signInMfaSchema = mfaCodeSchema.extend({
  rememberDevice: z.boolean().default(false),
});

export const mfaSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrDataUrl: z.string() });
export const mfaRecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export const mfaRequiredSchema = z.object({ mfaRequired: z.literal(true) });
/** Turning two-step sign-in off takes the password and a current code (or a recovery code). */
export const mfaDisableSchema = mfaCodeSchema.extend({
  password: z.string().min(1, 'Please enter your password.').max(PASSWORD_MAX),
});

/** The verification link's token, as GET /api/auth/verify-email receives it. */
export const verifyEmailQuerySchema = z.object({ token: z.string().max(200).optional() });

/** The verification page: the person at the mailbox sets the account's password as they verify. */
export const verifyEmailConfirmSchema = z.object({
  token: z.string().min(20, 'This verification link is invalid or has expired.').max(200),
  password: newPassword,
});

/** Register answers the same for a new and a known address: the e-mail says what happens next. */
export const REGISTER_ACCEPTED_MESSAGE =
  'Thank you. Please check your e-mail: we have sent you a link to finish setting up your account.';

/** What GET /api/auth/user answers for the signed-in user. */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(ROLES),
  membershipType: z.string(),
  membershipStatus: z.string(),
  canUploadContent: z.boolean(),
  /** False for accounts that sign in only through the identity provider. */
  hasPassword: z.boolean(),
  /** Until the owner opens the link we e-mailed, the account can browse but not post, submit or pay. */
  emailVerified: z.boolean(),
  mfaEnabled: z.boolean(),
  /** Staff who must turn on two-step sign-in before they can use the staff area. */
  mfaSetupRequired: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** Only same-origin paths are followed after sign-in: never an open redirect. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return '/';
  // Only visible ASCII: a browser sends anything else percent-encoded, and a raw one cannot go in a Location header.
  if (value.length > 2000 || /[^\x21-\x7e]/.test(value) || value.startsWith('/api/')) return '/';
  return value;
}
