/**
 * A member's private calendar feed of their saved events (/calendar/<token>.ics). The token is 32
 * random bytes shown once; only its SHA-256 is stored, so a reset (a new token) ends the old address
 * and a copy of the database does not give anyone's feed away.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, savedCalendarFeeds } from '../../db/schema';
import { eventsCalendarFeed } from '../../platform/calendar/ics';
import { publicEventColumns, toPublicEvent } from '../../platform/calendar/public-event';
import { SAVED_SOURCES } from './sources';
import { savedEventIds } from './service';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 43 characters of base64url: never one of the cities' feed names, which are lower-case words. */
export const TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

export const feedUrl = (siteUrl: string, token: string) => `${siteUrl}/calendar/${token}.ics`;

/** Makes the member's feed token, replacing any earlier one; answers the new token. */
export async function resetFeedToken(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  await db
    .insert(savedCalendarFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: savedCalendarFeeds.userId, set: { tokenHash, createdAt: new Date() } });
  return token;
}

export async function hasFeed(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: savedCalendarFeeds.userId })
    .from(savedCalendarFeeds)
    .where(eq(savedCalendarFeeds.userId, userId));
  return rows.length > 0;
}

/** The feed's owner; null for a token that was never made or has been replaced. */
export async function feedOwner(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: savedCalendarFeeds.userId })
    .from(savedCalendarFeeds)
    .where(eq(savedCalendarFeeds.tokenHash, hashToken(token)));
  return row?.userId ?? null;
}

/** The calendar text of the member's saved events that are public, soonest first. */
export async function savedEventsCalendar(db: Db, userId: string, opts: { siteUrl: string; now: Date }) {
  const ids = await savedEventIds(db, userId);
  const list = ids.length
    ? await db
        .select({ ...publicEventColumns, updatedAt: events.updatedAt })
        .from(events)
        .where(and(inArray(events.id, ids), SAVED_SOURCES.events.visible(opts.now)))
        .orderBy(asc(events.date), sql`${events.startsAt} asc nulls last`, asc(events.id))
    : [];
  return eventsCalendarFeed(list.map(toPublicEvent), { ...opts, name: 'My saved events — By Locals, For Locals' });
}
