import type { Db } from '../../client';
import { sportsStories } from '../../schema';
import { PUBLIC_STATUS, dateOnly, daysFrom, demoEmail, imageUrl } from './helpers';
import { northSports } from './sports-north';
import { pictureSubject, subjectSlug } from '../demo-media/themes';
import { southSports } from './sports-south';

export const demoSports = [...northSports, ...southSports];

/** The playing surface a story's picture shows: its sport's, or for "other" the one its title names. */
export const sportsSubject = (s: { sport: string; title: string }) => pictureSubject([s.sport, s.title], 'soccer');

/** Stories without a publication age are still in review: pending and unpublished. */
export async function seedSports(db: Db, now: Date): Promise<void> {
  await db.insert(sportsStories).values(
    demoSports.map((s) => {
      const published = s.publishedDaysAgo !== undefined;
      const publishedAt = published ? daysFrom(now, -(s.publishedDaysAgo ?? 0)) : null;
      return {
        title: s.title,
        content: s.content,
        sport: s.sport,
        team: s.team ?? null,
        playerName: s.playerName ?? null,
        gameDate: s.gameInDays === undefined ? null : dateOnly(daysFrom(now, s.gameInDays)),
        location: s.location ?? null,
        score: s.score ?? null,
        authorName: s.authorName,
        authorEmail: demoEmail(s.authorName),
        imageUrl: imageUrl('sports', subjectSlug(sportsSubject(s), s.slug)),
        status: published ? PUBLIC_STATUS.sportsStory : 'pending',
        submittedAt: daysFrom(publishedAt ?? now, -1),
        publishedAt,
        city: s.city,
        tags: s.tags,
        category: s.category,
        league: s.league,
        season: s.season ?? null,
        isFeatured: s.isFeatured ?? false,
      };
    }),
  );
}
