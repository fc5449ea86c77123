import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { isSuspended } from '../../platform/suspension';
import { formatLongDate } from '../../../shared/dates';

/**
 * A suspended account cannot post or comment by signing out and typing its address: the address is
 * refused until the suspension ends. The answer names the end date only, never the reason, since
 * anyone may type an address.
 */
export async function refuseSuspendedAddress(db: Db, email: string, now: Date) {
  const [owner] = await db
    .select({ suspendedUntil: users.suspendedUntil })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  if (!owner || !isSuspended(owner, now)) return;
  throw new AppError(
    'ACCOUNT_SUSPENDED',
    403,
    `This address belongs to a suspended account, which cannot post in the Vent Room until ${formatLongDate(owner.suspendedUntil)}.`,
  );
}
