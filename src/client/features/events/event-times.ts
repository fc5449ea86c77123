import { dayInTimeZone } from '../../../shared/zoned-days';
import { formatDateTime, formatTime } from '../../../shared/clock';

/**
 * An event as its page shows it: newer ones carry real start and end instants, older ones a day and a
 * written time.
 */
export type TimedEvent = { date: string; time: string; startsAt?: string | null; endsAt?: string | null };

/** What names the event's day: its start, or the day an older event was written for. */
export const eventDay = (event: TimedEvent): string => event.startsAt ?? event.date;

/**
 * The event's time from its real start and end, "7:00 PM – 9:30 PM" (an end on a later day names that
 * day too). Older events without a start fall back to their written time.
 */
export function eventTime(event: TimedEvent): string {
  if (!event.startsAt) return event.time || 'See details';
  let time = formatTime(event.startsAt);
  if (event.endsAt) {
    const sameDay = dayInTimeZone(new Date(event.endsAt)) === dayInTimeZone(new Date(event.startsAt));
    time += ` – ${sameDay ? formatTime(event.endsAt) : formatDateTime(event.endsAt)}`;
  }
  return time;
}
