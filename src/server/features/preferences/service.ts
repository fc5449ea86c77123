import type { Db } from '../../db/client';
import { userPreferences, type User } from '../../db/schema';
import type { City } from '../../../shared/cities';
import type { PreferencesUpdate } from '../../../shared/preferences';
import type { EventHub } from '../../platform/events';
import { findPreferences, toPreferences } from '../../platform/reader-preferences';

/**
 * Saves the reader's settings (one row per account). The newsletter toggle is a real subscription:
 * a change signs the address up (double opt-in) or unsubscribes it; saved recommendations are
 * dropped so the next request reflects the new choices. Both happen in the features that own them,
 * as listeners of `preferencesSaved`.
 */
export async function savePreferences(deps: { db: Db; events: EventHub }, user: User, input: PreferencesUpdate) {
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
  await deps.events.emit('preferencesSaved', {
    user,
    newsletter: { before: wasSubscribed, after: input.notificationPreferences.newsletter },
  });
  return toPreferences(row);
}

/**
 * The edition a member picked (the home page's city) becomes their first preferred city, so it
 * follows them to other devices (decision 024). The other preferences are left as they were.
 */
export async function saveEditionCity(db: Db, user: User, city: City) {
  const current = toPreferences(await findPreferences(db, user.id)).preferredCities;
  const preferredCities = JSON.stringify([city, ...current.filter((c) => c !== city)]);
  const [row] = await db
    .insert(userPreferences)
    .values({ userId: user.id, preferredCities })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { preferredCities, updatedAt: new Date() } })
    .returning();
  return toPreferences(row);
}
