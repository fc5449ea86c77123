/** Suspended accounts: they cannot sign in, and are told why and until when. */
import type { User } from '../db/schema';
import { formatLongDateTime } from '../../shared/clock';
import { AppError } from './app-error';

/** The end of a suspension as the account is told it, in the magazine's time zone. */
export const suspensionEnd = (until: Date) => formatLongDateTime(until);

export const isSuspended = (user: Pick<User, 'suspendedUntil'>, now: Date = new Date()) =>
  Boolean(user.suspendedUntil && user.suspendedUntil.getTime() > now.getTime());

/** 403 ACCOUNT_SUSPENDED naming the end and the reason; nothing when the account is free to sign in. */
export function assertNotSuspended(user: Pick<User, 'suspendedUntil' | 'suspensionReason'>, now: Date = new Date()) {
  if (!isSuspended(user, now)) return;
  const reason = user.suspensionReason ? ` Reason: ${user.suspensionReason}` : '';
  throw new AppError(
    'ACCOUNT_SUSPENDED',
    403,
    `Your account is suspended until ${suspensionEnd(user.suspendedUntil!)}.${reason}`,
  );
}
