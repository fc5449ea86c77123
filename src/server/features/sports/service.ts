/** Sports Central: published stories, filtered on the server, newest first. */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sportsStories, type SportsStory } from '../../db/schema';
import type { SportsItem } from '../../../shared/sports';
import { PUBLISHED } from '../../../shared/publishing';
import { publicNow } from '../../platform/visibility';

interface Filters {
  city?: string;
  sport?: string;
  category?: string;
  league?: string;
  featured?: boolean;
  limit: number;
  offset: number;
}

/** The card's fields; the author's e-mail stays here. */
function toItem(s: SportsStory): SportsItem {
  return {
    id: s.id,
    title: s.title,
    sport: s.sport,
    team: s.team,
    playerName: s.playerName,
    category: s.category,
    league: s.league,
    season: s.season,
    content: s.content,
    imageUrl: s.imageUrl,
    videoUrl: s.videoUrl,
    gameDate: s.gameDate,
    location: s.location,
    score: s.score,
    publishedAt: s.publishedAt?.toISOString() ?? null,
    tags: s.tags,
    city: s.city,
    isFeatured: s.isFeatured,
    commentCount: s.commentCount,
  };
}

/** One published story by id, for its own page; undefined when there is none (or it is not public). */
export async function findSportsStory(db: Db, id: string, now: Date = new Date()): Promise<SportsItem | undefined> {
  const s = sportsStories;
  const [row] = await db
    .select()
    .from(s)
    .where(and(eq(s.id, id), publicNow(s.status, s.publishedAt, now, [PUBLISHED])))
    .limit(1);
  return row ? toItem(row) : undefined;
}

export async function listSports(db: Db, f: Filters, now: Date = new Date()): Promise<SportsItem[]> {
  const s = sportsStories;
  const where: SQL[] = [publicNow(s.status, s.publishedAt, now, [PUBLISHED])];
  if (f.city) where.push(eq(s.city, f.city));
  if (f.sport) where.push(eq(s.sport, f.sport));
  if (f.category) where.push(eq(s.category, f.category));
  if (f.league) where.push(eq(s.league, f.league));
  if (f.featured) where.push(eq(s.isFeatured, true));
  const rows = await db
    .select()
    .from(s)
    .where(and(...where))
    .orderBy(desc(s.publishedAt), desc(s.submittedAt), desc(s.id))
    .limit(f.limit)
    .offset(f.offset);
  return rows.map(toItem);
}
