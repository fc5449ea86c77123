import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { userPreferences, type UserPreferences } from '../db/schema';
import { CITIES, DEFAULT_CITY } from '../../shared/cities';
import { DEFAULT_NOTIFICATIONS, EMPTY_PREFERENCES, INTEREST_TOPICS, type Preferences } from '../../shared/preferences';

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
