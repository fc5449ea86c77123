import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Config } from '../../config';
import { userPreferences, type User, type UserPreferences } from '../../db/schema';
import { CITIES, DEFAULT_CITY } from '../../../shared/cities';
import {
  DEFAULT_NOTIFICATIONS,
  EMPTY_PREFERENCES,
  INTEREST_TOPICS,
  type Preferences,
  type PreferencesUpdate,
} from '../../../shared/preferences';
import { setNewsletterPreference } from '../newsletter/service';
import { clearRecommendations } from '../recommendations/store';

/** Stored JSON text is read leniently: rows written by older code or by hand must not break the page. */
function parseJson(text: string | null): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

const storedCities = z.array(z.enum(CITIES)).catch([]);
const storedTopics = z.array(z.enum(INTEREST_TOPICS)).catch([]);
const storedNotifications = z
  .object({
    newsletter: z.boolean().catch(DEFAULT_NOTIFICATIONS.newsletter),
    eventUpdates: z.boolean().catch(DEFAULT_NOTIFICATIONS.eventUpdates),
    businessFeatures: z.boolean().catch(DEFAULT_NOTIFICATIONS.businessFeatures),
    communityHighlights: z.boolean().catch(DEFAULT_NOTIFICATIONS.communityHighlights),
  })
  .catch(DEFAULT_NOTIFICATIONS);

export function toPreferences(row: UserPreferences | undefined): Preferences {
  if (!row) return EMPTY_PREFERENCES;
  const preferredCities = storedCities.parse(parseJson(row.preferredCities));
  const interests = storedTopics.parse(parseJson(row.interests));
  return {
    // Spec 000 names the followed topics "categories" and the home city "city".
    categories: interests,
    city: preferredCities[0] ?? DEFAULT_CITY,
    preferredCities,
    interests,
    interestTopics: row.interestTopics ?? '',
    notificationPreferences: storedNotifications.parse(parseJson(row.notificationPreferences) ?? {}),
    profileCompleted: row.profileCompleted,
  };
}

export async function findPreferences(db: Db, userId: string): Promise<UserPreferences | undefined> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1);
  return row;
}

/**
 * Saves the reader's settings (one row per account). The newsletter toggle is a real subscription:
 * a change signs the address up (double opt-in) or unsubscribes it. Saved recommendations are
 * dropped so the next request reflects the new choices.
 */
export async function savePreferences(deps: { db: Db; config: Config }, user: User, input: PreferencesUpdate) {
  const before = await findPreferences(deps.db, user.id);
  const wasSubscribed = before ? toPreferences(before).notificationPreferences.newsletter : user.isNewsletterSubscriber;
  const values = {
    preferredCities: JSON.stringify(input.preferredCities),
    interests: JSON.stringify(input.interests),
    interestTopics: input.interestTopics,
    notificationPreferences: JSON.stringify(input.notificationPreferences),
    // Once completed, a profile stays completed.
    profileCompleted: (before?.profileCompleted ?? false) || (input.profileCompleted ?? true),
    updatedAt: new Date(),
  };
  const [row] = await deps.db
    .insert(userPreferences)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: userPreferences.userId, set: values })
    .returning();
  if (input.notificationPreferences.newsletter !== wasSubscribed)
    await setNewsletterPreference(deps, user, input.notificationPreferences.newsletter);
  await clearRecommendations(deps.db, user.id);
  return toPreferences(row);
}
