import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import type { EventListQuery, MagazineEvent } from '../../../shared/magazine';
import { AppError } from '../../platform/app-error';
import { PUBLISHED } from '../../../shared/publishing';
import { publicNow } from '../../platform/visibility';
import { publicEventColumns, toPublicEvent } from '../../platform/calendar/public-event';
import { discoveryConditions } from './discovery';

/** Only events staff have published are listed. */

const isPublic = (now: Date) => publicNow(events.status, events.publishDate, now, [PUBLISHED]);

/**
 * Published events of the asked city; from `today` ("2026-11-21", the city's calendar day) when given;
 * narrowed by the discovery filters (when, dates, price, category: discovery.ts).
 */
const listFilter = (query: EventListQuery, today: string | undefined, now: Date) =>
  and(
    isPublic(now),
    query.city ? eq(events.city, query.city) : undefined,
    query.neighbourhood ? eq(events.neighbourhood, query.neighbourhood) : undefined,
    today ? gte(events.date, today) : undefined,
    ...discoveryConditions(query, now),
  );

/** Soonest first. */
export async function listEvents(
  db: Db,
  query: EventListQuery,
  today?: string,
  now: Date = new Date(),
): Promise<MagazineEvent[]> {
  const rows = await db
    .select(publicEventColumns)
    .from(events)
    .where(listFilter(query, today, now))
    .orderBy(asc(events.date), sql`${events.startsAt} asc nulls last`, asc(events.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(toPublicEvent);
}

export async function countEvents(
  db: Db,
  query: EventListQuery,
  today?: string,
  now: Date = new Date(),
): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(events)
    .where(listFilter(query, today, now));
  return counted?.total ?? 0;
}

export async function getEvent(db: Db, id: string, now: Date = new Date()): Promise<MagazineEvent> {
  const [row] = await db
    .select(publicEventColumns)
    .from(events)
    .where(and(eq(events.id, id), isPublic(now)));
  if (!row) throw new AppError('EVENT_NOT_FOUND', 404, 'Event not found.');
  return toPublicEvent(row);
}

/** A city's published events from `today` on, with when each last changed (the calendar feed). */
export async function upcomingForCalendar(db: Db, city: string, today: string, now: Date = new Date(), limit = 500) {
  const rows = await db
    .select({ ...publicEventColumns, updatedAt: events.updatedAt })
    .from(events)
    .where(and(isPublic(now), eq(events.city, city), gte(events.date, today)))
    .orderBy(asc(events.date), sql`${events.startsAt} asc nulls last`, asc(events.id))
    .limit(limit);
  return rows.map(toPublicEvent);
}
