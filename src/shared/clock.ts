/**
 * The dates module's formats to the minute (see dates.ts), in a module of their own so that the code
 * every page loads first does not carry them: a time of day ("7:00 PM") and an instant to the minute
 * ("Nov 21, 2026, 7:00 PM"), in the magazine's time zone.
 */
import { MAGAZINE_TIME_ZONE, dateFormatter, formatDate } from './dates';

/** "7:00 PM": an instant's time of day where the magazine's readers live. */
export function formatTime(value: string | Date | null | undefined, timeZone = MAGAZINE_TIME_ZONE): string {
  if (!value) return 'No date';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return dateFormatter('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(date);
}

/**
 * "Nov 21, 2026, 7:00 PM": an instant to the minute, in the magazine's time zone (the staff desks'
 * timestamps, an event that ends on a later day); 'No date' and 'Invalid date' as formatDate says them.
 */
export function formatDateTime(value: string | Date | null | undefined, timeZone = MAGAZINE_TIME_ZONE): string {
  const day = formatDate(value, timeZone);
  return value && day !== 'Invalid date' && day !== 'No date' ? `${day}, ${formatTime(value, timeZone)}` : day;
}
