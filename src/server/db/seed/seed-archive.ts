/**
 * The demo's article categories (the list staff edit at /admin/categories) and a newsletter archive:
 * three past weekly editions per city, already sent, so "Read past editions" opens real issues.
 * Runs inside the seed transaction after the stories; a second run adds nothing twice.
 */
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../client';
import { articles, businesses, categories, events, newsletterEditions } from '../schema';
import { CITIES, CITY_LABELS } from '../../../shared/cities';
import { PUBLISHED } from '../../../shared/publishing';
import { formatLongDate } from '../../../shared/clock';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const PAST_EDITIONS = 3;

/** The spec's colours: green for business, food and environment, orange for community and youth, blue for the rest. */
const GREEN = '#16A34A';
const ORANGE = '#EA580C';
const BLUE = '#3B82F6';

/** Each name the demo articles use, as a category staff can rename, recolour or remove. */
const DEMO_CATEGORIES: { name: string; color: string; description: string }[] = [
  { name: 'News', color: BLUE, description: 'Local news from city hall to the corner store.' },
  { name: 'Community', color: ORANGE, description: 'Neighbors, block clubs and the people who hold a place together.' },
  { name: 'Local Business', color: GREEN, description: 'The shops, kitchens and makers behind our main streets.' },
  { name: 'Food & Dining', color: GREEN, description: 'Restaurants, bakeries, markets and the people who cook.' },
  { name: 'Environment', color: GREEN, description: 'Parks, rivers, lakes and the air we share.' },
  { name: 'Youth', color: ORANGE, description: 'Schools, young people and what they are building.' },
  { name: 'Arts & Culture', color: BLUE, description: 'Galleries, stages, murals and the artists behind them.' },
  { name: 'Sports & Recreation', color: BLUE, description: 'Leagues, trails, rinks and weekend games.' },
];

export async function seedCategories(db: Db): Promise<void> {
  const used = new Set(
    (await db.selectDistinct({ category: articles.category }).from(articles)).map((r) => r.category.toLowerCase()),
  );
  const rows = DEMO_CATEGORIES.filter((c) => used.has(c.name.toLowerCase())).map((c) => ({ ...c, type: 'article' }));
  if (rows.length > 0) await db.insert(categories).values(rows).onConflictDoNothing({ target: categories.name });
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export async function seedNewsletterArchive(db: Db, now: Date): Promise<void> {
  for (const city of CITIES) {
    const label = CITY_LABELS[city];
    for (let week = 1; week <= PAST_EDITIONS; week++) {
      const sentAt = new Date(now.getTime() - week * WEEK_MS);
      // One after another: the seed runs in one transaction, on one connection.
      const stories = await db
        .select({ id: articles.id, title: articles.title })
        .from(articles)
        .where(and(eq(articles.city, city), eq(articles.status, PUBLISHED), lte(articles.publishDate, sentAt)))
        .orderBy(desc(articles.publishDate))
        .limit(4);
      const upcoming = await db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.city, city), eq(events.status, PUBLISHED)))
        .limit(3);
      const places = await db
        .select({ id: businesses.id })
        .from(businesses)
        .where(and(eq(businesses.city, city), eq(businesses.status, PUBLISHED)))
        .offset(week - 1)
        .limit(2);
      const lead = stories[0]?.title;
      const recipients = 180 + ((week * 37 + city.length * 53) % 240);
      await db
        .insert(newsletterEditions)
        .values({
          title: `This Week in ${label} — ${formatLongDate(sentAt)}`,
          subject: (lead ? `This week in ${label}: ${lead}` : `This week in ${label}`).slice(0, 255),
          content: `Here is what locals in ${label} were reading, doing and supporting this week.`,
          featuredArticles: stories.map((s) => s.id),
          featuredEvents: upcoming.map((e) => e.id),
          featuredBusinesses: places.map((b) => b.id),
          city,
          status: 'sent',
          scheduledFor: sentAt,
          sentAt,
          recipientCount: recipients,
          openRate: String(38 + ((week * 7 + city.length) % 15)),
          clickRate: String(6 + ((week * 3 + city.length) % 6)),
          // One edition per city and week, as the weekly schedule makes them.
          weekOf: isoDay(sentAt),
        })
        .onConflictDoNothing({ target: [newsletterEditions.city, newsletterEditions.weekOf] });
    }
  }
}
