import type { Mailer } from '../../adapters/mailer';
import type { Config } from '../../config';
import type { User } from '../../db/schema';
import type { Db } from '../../db/client';
import { enqueueMail } from '../../platform/mail/queue';
import { renderEmail } from '../../platform/mail-layout';
import { siteUrl } from '../../platform/site-url';

/**
 * Sent straight through the mailer, not the outgoing queue: a queued copy would keep a usable
 * reset token in the database, where only its hash belongs. A failure reaches the visitor, who asks again.
 */
export async function sendResetEmail(mailer: Mailer, config: Config, input: { user: User; token: string }) {
  if (!input.user.email) return;
  const url = `${siteUrl(config)}/reset-password?token=${encodeURIComponent(input.token)}`;
  const { html, text } = renderEmail({
    title: 'Reset your password',
    paragraphs: [
      `Hi ${input.user.firstName ?? 'there'},`,
      'Someone (hopefully you) asked to reset the password of your By Locals, For Locals account. The link below works once and expires in one hour.',
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url },
  });
  await mailer.send({ to: input.user.email, subject: 'Reset your password', html, text });
}

export const verifyEmailUrl = (config: Config, token: string) =>
  `${siteUrl(config)}/api/auth/verify-email?token=${encodeURIComponent(token)}`;

/** Queued for the mail worker, like every other message; the link works once, for three days. */
export async function queueVerificationEmail(db: Db, config: Config, input: { user: User; token: string }) {
  if (!input.user.email) return;
  const { html, text } = renderEmail({
    title: 'Please verify your e-mail address',
    paragraphs: [
      `Hi ${input.user.firstName ?? 'there'},`,
      'Welcome to By Locals, For Locals. Please confirm that this address is yours, so you can post, submit stories and photos, and buy ads. The link opens a page where you set the password of your account; it works once, for three days.',
      'If you did not create an account, you can ignore this e-mail.',
    ],
    action: { label: 'Verify my e-mail address', url: verifyEmailUrl(config, input.token) },
  });
  await enqueueMail(db, [
    { kind: 'account-verify', to: input.user.email, subject: 'Please verify your e-mail address', html, text },
  ]);
}

/** Tells the owner that every other session ended, so a surprise here means someone else acted. */
export async function queueSessionsEndedEmail(db: Db, config: Config, user: User, what: 'changed' | 'reset') {
  if (!user.email) return;
  const { html, text } = renderEmail({
    title: `Your password was ${what}`,
    paragraphs: [
      `Hi ${user.firstName ?? 'there'},`,
      `The password of your By Locals, For Locals account was just ${what}, and every other signed-in session of the account has been signed out.`,
      'If this was not you, reset your password now from the sign-in page.',
    ],
    action: { label: 'Go to sign-in', url: `${siteUrl(config)}/sign-in` },
  });
  await enqueueMail(db, [
    { kind: 'account-security', to: user.email, subject: `Your password was ${what}`, html, text },
  ]);
}

/**
 * Someone tried to register an address that already has an account: the form says the same thing
 * either way, and the owner hears of it here, with the ways back in.
 */
export async function queueRegisterAttemptEmail(db: Db, config: Config, user: User) {
  if (!user.email) return;
  const { html, text } = renderEmail({
    title: 'You already have an account',
    paragraphs: [
      `Hi ${user.firstName ?? 'there'},`,
      'Someone (hopefully you) just tried to create a By Locals, For Locals account with this e-mail address, which already has one. No new account was made.',
      'To get in, sign in with your password, or choose "Forgot your password?" on the sign-in page to set a new one. If this was not you, you can ignore this e-mail.',
    ],
    action: { label: 'Go to sign-in', url: `${siteUrl(config)}/sign-in` },
  });
  await enqueueMail(db, [
    { kind: 'account-security', to: user.email, subject: 'You already have an account', html, text },
  ]);
}

/** Tells the owner that two-step sign-in was turned off, so a surprise here means someone else acted. */
export async function queueMfaOffEmail(db: Db, config: Config, user: User) {
  if (!user.email) return;
  const { html, text } = renderEmail({
    title: 'Two-step sign-in was turned off',
    paragraphs: [
      `Hi ${user.firstName ?? 'there'},`,
      'Two-step sign-in was just turned off for your By Locals, For Locals account, and every other signed-in session of the account has been signed out.',
      'If this was not you, reset your password now from the sign-in page, then turn two-step sign-in on again.',
    ],
    action: { label: 'Go to sign-in', url: `${siteUrl(config)}/sign-in` },
  });
  await enqueueMail(db, [
    { kind: 'account-security', to: user.email, subject: 'Two-step sign-in was turned off', html, text },
  ]);
}
