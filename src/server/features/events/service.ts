import { and, asc, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import type { EventListQuery, MagazineEvent } from '../../../shared/magazine';
import { AppError } from '../../platform/app-error';
import { PUBLISHED } from '../../../shared/publishing';

/** Only events staff have published are listed. */

const publicColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  date: events.date,
  time: events.time,
  location: events.location,
  imageUrl: events.imageUrl,
  city: events.city,
};

/** Published events of the asked city; from `today` ("2026-11-21", the city's calendar day) when given. */
const listFilter = (query: EventListQuery, today?: string) =>
  and(
    eq(events.status, PUBLISHED),
    query.city ? eq(events.city, query.city) : undefined,
    today ? gte(events.date, today) : undefined,
  );

/** Soonest first. */
export function listEvents(db: Db, query: EventListQuery, today?: string): Promise<MagazineEvent[]> {
  return db
    .select(publicColumns)
    .from(events)
    .where(listFilter(query, today))
    .orderBy(asc(events.date), asc(events.id))
    .limit(query.limit)
    .offset(query.offset);
}

export async function countEvents(db: Db, query: EventListQuery, today?: string): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(events).where(listFilter(query, today));
  return counted?.total ?? 0;
}

export async function getEvent(db: Db, id: string): Promise<MagazineEvent> {
  const [row] = await db
    .select(publicColumns)
    .from(events)
    .where(and(eq(events.id, id), eq(events.status, PUBLISHED)));
  if (!row) throw new AppError('EVENT_NOT_FOUND', 404, 'Event not found.');
  return row;
}
