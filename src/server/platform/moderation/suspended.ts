/** Timed bans where readers write: a suspended account cannot post or comment until its suspension ends. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type User } from '../../db/schema';
import { AppError } from '../app-error';
import { isSuspended } from '../suspension';
import { formatLongDate } from '../../../shared/clock';

/** The day a suspension ends, as a reader is told it ("December 2, 2026"). */
export const suspendedUntilDay = (until: Date) => formatLongDate(until);

/**
 * A suspended account cannot post by signing out and typing its address: the address is refused
 * until the suspension ends. The answer names the end date only, never the reason, since anyone may
 * type an address. `what` finishes the sentence: "post in the Vent Room".
 */
export async function refuseSuspendedAddress(db: Db, email: string, now: Date, what: string) {
  const [owner] = await db
    .select({ suspendedUntil: users.suspendedUntil })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  if (!owner || !isSuspended(owner, now)) return;
  throw new AppError(
    'ACCOUNT_SUSPENDED',
    403,
    `This address belongs to a suspended account, which cannot ${what} until ${suspendedUntilDay(owner.suspendedUntil!)}.`,
  );
}

/**
 * A session whose account is suspended counts as signed out (platform/sessions.ts); where a reader
 * writes, its owner is told why instead of being asked to sign in: 403 naming the end day.
 */
export async function refuseSuspendedSession(db: Db, userId: string | undefined, now: Date, what: string) {
  if (!userId) return;
  const [owner] = await db.select({ suspendedUntil: users.suspendedUntil }).from(users).where(eq(users.id, userId));
  if (owner) refuseSuspendedAccount(owner, now, what);
}

/** The signed-in account itself: 403 naming the day it may write again. `what`: "comment on stories". */
export function refuseSuspendedAccount(user: Pick<User, 'suspendedUntil'>, now: Date, what: string) {
  if (!isSuspended(user, now)) return;
  throw new AppError(
    'ACCOUNT_SUSPENDED',
    403,
    `Your account is suspended, so you cannot ${what} until ${suspendedUntilDay(user.suspendedUntil!)}.`,
  );
}
