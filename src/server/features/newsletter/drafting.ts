import { and, desc, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, businesses, events, newsletterEditions, type NewsletterEdition } from '../../db/schema';
import { CITY_LABELS, isCity } from '../../../shared/cities';
import { PUBLISHED } from '../../../shared/publishing';
import { formatLongDate } from '../../../shared/clock';
import { currentSpotlight } from './picks';
import { localDay } from './newsletter-day';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const DRAFT_LIMITS = { articles: 6, events: 6, businesses: 4 };

/** What an edition of `city` would feature at `now`: last week's stories, what is coming up, who is new. */
export async function suggestPicks(db: Db, city: string, now: Date) {
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const today = localDay(now).date;
  const [recent, upcoming, newcomers, spotlight] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(
        and(
          eq(articles.city, city),
          eq(articles.status, PUBLISHED),
          gte(articles.publishDate, weekAgo),
          lte(articles.publishDate, now),
        ),
      )
      .orderBy(desc(articles.publishDate))
      .limit(DRAFT_LIMITS.articles),
    db
      .select()
      .from(events)
      .where(and(eq(events.city, city), eq(events.status, PUBLISHED), gte(events.date, today)))
      .orderBy(asc(events.date))
      .limit(DRAFT_LIMITS.events),
    db
      .select()
      .from(businesses)
      .where(and(eq(businesses.city, city), eq(businesses.status, PUBLISHED), gte(businesses.createdAt, weekAgo)))
      .orderBy(desc(businesses.createdAt))
      .limit(DRAFT_LIMITS.businesses),
    currentSpotlight(db, city),
  ]);
  return { articles: recent, events: upcoming, businesses: newcomers, spotlight };
}

const cityLabel = (city: string) => (isCity(city) ? CITY_LABELS[city] : city);

/**
 * Drafts an edition of `city` from what was published lately. With `weekOf` (the weekly
 * schedule) at most one draft per city and week is made: null when that week's exists already.
 */
export async function draftEdition(
  db: Db,
  opts: { city: string; now: Date; weekOf?: string },
): Promise<NewsletterEdition | null> {
  const picks = await suggestPicks(db, opts.city, opts.now);
  const label = cityLabel(opts.city);
  const lead = picks.articles[0]?.title;
  const subject = (lead ? `This week in ${label}: ${lead}` : `This week in ${label}`).slice(0, 255);
  const [row] = await db
    .insert(newsletterEditions)
    .values({
      title: `This Week in ${label} — ${formatLongDate(opts.now)}`,
      subject,
      content: `Here is what locals in ${label} are reading, doing and supporting this week.`,
      featuredArticles: picks.articles.map((a) => a.id),
      featuredEvents: picks.events.map((e) => e.id),
      featuredBusinesses: picks.businesses.map((b) => b.id),
      featuredSpotlight: picks.spotlight?.id ?? null,
      city: opts.city,
      weekOf: opts.weekOf ?? null,
    })
    .onConflictDoNothing({ target: [newsletterEditions.city, newsletterEditions.weekOf] })
    .returning();
  return row ?? null;
}
