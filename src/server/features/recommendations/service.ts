import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userActivity } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { rankCandidates, type ActivityInput, type Profile, type Recommendation } from '../../../shared/recommendations';
import { findPreferences, toPreferences } from '../../platform/reader-preferences';
import { contentKey, fetchByIds, fetchCandidates, toContent } from './content';
import { clearRecommendations, loadFreshPicks, replacePicks } from './store';

/** Views older than this no longer say much about what a reader likes now. */
const ACTIVITY_WINDOW_MS = 90 * 24 * 60 * 60 * 1000;
const ACTIVITY_LIMIT = 100;

async function readerProfile(db: Db, userId: string, now: Date): Promise<Profile> {
  const prefs = await findPreferences(db, userId);
  const parsed = prefs ? toPreferences(prefs) : null;
  const activity = await db
    .select({
      contentType: userActivity.contentType,
      contentId: userActivity.contentId,
      category: userActivity.category,
      city: userActivity.city,
    })
    .from(userActivity)
    .where(
      and(eq(userActivity.userId, userId), gt(userActivity.timestamp, new Date(now.getTime() - ACTIVITY_WINDOW_MS))),
    )
    .orderBy(desc(userActivity.timestamp))
    .limit(ACTIVITY_LIMIT);
  return {
    interests: parsed?.interests ?? [],
    interestText: parsed?.interestTopics ?? '',
    preferredCities: parsed?.preferredCities ?? [],
    activity,
  };
}

/**
 * Up to six picks for the reader: the saved ones while fresh, else computed from their interests,
 * cities and recent views and saved. None for a reader who chose nothing and viewed nothing.
 */
export async function recommendationsFor(db: Db, userId: string, now = new Date()): Promise<Recommendation[]> {
  const saved = await loadFreshPicks(db, userId, now);
  if (saved.length > 0) {
    const items = await fetchByIds(db, saved);
    const seen = new Set<string>();
    return saved.flatMap((pick) => {
      const key = contentKey(pick.contentType, pick.contentId);
      const item = items.get(key);
      // Withdrawn since it was picked, or a duplicate from two requests computing at once.
      if (!item || seen.has(key)) return [];
      seen.add(key);
      return [{ contentType: item.contentType, content: toContent(item), score: pick.score, reason: pick.reason }];
    });
  }

  const profile = await readerProfile(db, userId, now);
  if (profile.interests.length === 0 && !profile.interestText.trim() && profile.activity.length === 0) return [];
  const cities = profile.preferredCities.length
    ? [...profile.preferredCities]
    : profile.activity.flatMap((a) => (a.city ? [a.city] : []));
  const candidates = await fetchCandidates(db, cities.length ? [...new Set(cities)] : null, now);
  const ranked = rankCandidates(candidates, profile, now);
  await replacePicks(
    db,
    userId,
    ranked.map((r) => ({ contentType: r.item.contentType, contentId: r.item.id, score: r.score, reason: r.reason })),
    now,
  );
  return ranked.map((r) => ({
    contentType: r.item.contentType,
    content: toContent(r.item),
    score: r.score,
    reason: r.reason,
  }));
}

/** Records a view with the item's category and city (for the ranking); the item must be published. */
export async function recordView(db: Db, userId: string, input: ActivityInput) {
  const item = (await fetchByIds(db, [input])).get(contentKey(input.contentType, input.contentId));
  if (!item) throw new AppError('NOT_FOUND', 404, 'Content not found');
  // The server's clock, not the browser's: the ranking's "recent" must not be set by the client.
  await db.insert(userActivity).values({
    userId,
    contentType: item.contentType,
    contentId: item.id,
    actionType: input.actionType,
    category: item.category,
    city: item.city,
  });
  // The viewed item leaves the picks at once.
  await clearRecommendations(db, userId);
}
