/**
 * What the public may see of staff-managed content: items `published` (or a kind's older public
 * word, e.g. spotlights' `approved`), and items `scheduled` whose publish date has come. Every public
 * list and detail filters with this, so a scheduled piece goes public at its second without anyone
 * acting; `now` is the app's clock (appNow), so tests move time instead of sleeping.
 */
import { and, eq, inArray, lte, or, type AnyColumn, type SQL } from 'drizzle-orm';

export const PUBLIC_STATUS = 'published';
export const SCHEDULED_STATUS = 'scheduled';

export function publicNow(
  status: AnyColumn,
  publishDate: AnyColumn,
  now: Date,
  publicStatuses: readonly string[] = [PUBLIC_STATUS],
): SQL {
  return or(inArray(status, [...publicStatuses]), and(eq(status, SCHEDULED_STATUS), lte(publishDate, now)))!;
}

/** The same rule for one row already read. */
export function isPublicRow(
  row: { status: string; publishDate: Date | null },
  now: Date,
  publicStatuses: readonly string[] = [PUBLIC_STATUS],
): boolean {
  if (publicStatuses.includes(row.status)) return true;
  return row.status === SCHEDULED_STATUS && row.publishDate !== null && row.publishDate.getTime() <= now.getTime();
}
