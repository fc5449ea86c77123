import { MAGAZINE_TIME_ZONE, dateFormatter, dayInTimeZone, formatDate } from '../../../shared/dates';

/** "7:00 PM" in the cities' time zone (all five are on US Eastern time). */
export function clockOf(iso: string): string {
  return dateFormatter('en-US', { timeZone: MAGAZINE_TIME_ZONE, hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );
}

/**
 * The event's when, from its real start and end: the day, and "7:00 PM – 9:30 PM" (an end on a
 * later day names that day too). Older events without a start fall back to their written time.
 */
export function eventWhen(event: { date: string; time: string; startsAt?: string | null; endsAt?: string | null }): {
  day: string;
  dayValue: string;
  time: string;
} {
  if (!event.startsAt) return { day: formatDate(event.date), dayValue: event.date, time: event.time || 'See details' };
  const start = new Date(event.startsAt);
  const startDay = dayInTimeZone(start);
  let time = clockOf(event.startsAt);
  if (event.endsAt) {
    const endDay = dayInTimeZone(new Date(event.endsAt));
    time +=
      endDay === startDay ? ` – ${clockOf(event.endsAt)}` : ` – ${formatDate(event.endsAt)}, ${clockOf(event.endsAt)}`;
  }
  return { day: formatDate(event.startsAt), dayValue: event.startsAt, time };
}
