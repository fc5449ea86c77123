import type { Db } from '../../db/client';
import { newsletters } from '../../db/schema';

/**
 * Stores a subscription. Subscribing an address that is already on the list is answered
 * exactly like a first subscription, so the form never reveals who is subscribed.
 */
export async function subscribe(db: Db, input: { email: string }) {
  await db.insert(newsletters).values({ email: input.email }).onConflictDoNothing({ target: newsletters.email });
}
