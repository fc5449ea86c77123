import { and, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Config } from '../../config';
import { newsletters, userPreferences, users, type Newsletter, type User } from '../../db/schema';
import { enqueueMail } from '../../platform/mail/queue';
import { confirmationMessage } from './emails';
import { DEFAULT_CITY, isCity, type City } from '../../../shared/cities';
import { hashToken, newToken } from './tokens';

export interface NewsletterDeps {
  db: Db;
  config: Config;
}

const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The signed-in owner of an address: an account whose own address it is, verified by a link. */
const ownsAddress = (user: User | null, email: string) =>
  Boolean(user?.emailVerifiedAt && user.email?.toLowerCase() === email);

/**
 * Stores (or refreshes) a pending subscription and queues its confirmation e-mail. An address
 * already on the list gets the same treatment, confirmed or not, so the answer never reveals
 * who is subscribed. A sign-up never changes an existing subscription by itself: a different city
 * waits in pendingCity until the new link is opened, unless the signed-in verified owner asks.
 */
export async function subscribe(
  deps: NewsletterDeps,
  input: { email: string; city?: string },
  user: User | null,
  opts: { sendConfirmation?: boolean } = {},
) {
  const token = newToken();
  const owner = ownsAddress(user, input.email);
  const [row] = await deps.db
    .insert(newsletters)
    .values({
      email: input.email,
      // Each subscription gets one city's edition: the one asked for, else the default city's.
      city: input.city ?? DEFAULT_CITY,
      userId: owner ? (user?.id ?? null) : null,
      confirmTokenHash: hashToken(token),
      confirmTokenExpiresAt: new Date(Date.now() + CONFIRM_TTL_MS),
    })
    .onConflictDoUpdate({
      target: newsletters.email,
      set: {
        confirmTokenHash: sql`excluded.confirm_token_hash`,
        confirmTokenExpiresAt: sql`excluded.confirm_token_expires_at`,
        // Pending receives nothing: an unsubscribed address waits for its new link to be opened.
        status: sql`case when ${newsletters.status} = 'unsubscribed' then 'pending' else ${newsletters.status} end`,
        ...(owner
          ? {
              city: sql`coalesce(${input.city ?? null}, ${newsletters.city})`,
              userId: sql`coalesce(${newsletters.userId}, excluded.user_id)`,
              pendingCity: null,
            }
          : { pendingCity: input.city ?? null }),
      },
    })
    .returning();
  if (!row) throw new Error('subscription upsert returned nothing');
  if (opts.sendConfirmation !== false)
    await enqueueMail(deps.db, [confirmationMessage(deps.config, { email: row.email, token })]);
  return row;
}

/** Confirms the subscription a confirmation token belongs to; null when the link is unknown or expired. */
export async function confirm(db: Db, token: string): Promise<Newsletter | null> {
  const now = new Date();
  const [pending] = await db
    .select()
    .from(newsletters)
    .where(and(eq(newsletters.confirmTokenHash, hashToken(token)), gt(newsletters.confirmTokenExpiresAt, now)))
    .limit(1);
  if (!pending) return null;
  if (pending.status === 'confirmed' && !pending.pendingCity) return pending;
  const [row] = await db
    .update(newsletters)
    .set({
      status: 'confirmed',
      confirmedAt: pending.confirmedAt ?? now,
      unsubscribedAt: null,
      city: pending.pendingCity ?? pending.city,
      pendingCity: null,
    })
    .where(eq(newsletters.id, pending.id))
    .returning();
  if (row) await syncAccounts(db, row, true);
  return row ?? null;
}

/** The reader's own choice of edition, from the manage page their e-mails link to. */
export async function chooseCity(db: Db, id: string, city: string): Promise<Newsletter | null> {
  const [row] = await db
    .update(newsletters)
    .set({ city, pendingCity: null })
    .where(and(eq(newsletters.id, id), ne(newsletters.status, 'unsubscribed')))
    .returning();
  return row ?? null;
}

export async function findSubscription(db: Db, id: string): Promise<Newsletter | null> {
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id)).limit(1);
  return row ?? null;
}

/**
 * Ends a subscription. The pending confirmation link dies with it, so an old e-mail cannot
 * subscribe the address again; only a new sign-up can.
 */
export async function unsubscribe(db: Db, id: string): Promise<void> {
  const [row] = await db
    .update(newsletters)
    .set({ status: 'unsubscribed', unsubscribedAt: new Date(), confirmTokenHash: null, confirmTokenExpiresAt: null })
    .where(and(eq(newsletters.id, id), ne(newsletters.status, 'unsubscribed')))
    .returning();
  if (row) await syncAccounts(db, row, false);
}

/**
 * Keeps accounts in step with a subscription: the account that subscribed and the account with
 * the same address get isNewsletterSubscriber, and their notification preference "newsletter".
 */
async function syncAccounts(db: Db, row: Newsletter, subscribed: boolean) {
  const match = row.userId
    ? or(eq(users.id, row.userId), eq(sql`lower(${users.email})`, row.email))
    : eq(sql`lower(${users.email})`, row.email);
  const accounts = await db
    .update(users)
    .set({ isNewsletterSubscriber: subscribed })
    .where(match)
    .returning({ id: users.id });
  if (accounts.length === 0) return;
  const prefs = await db
    .select()
    .from(userPreferences)
    .where(
      inArray(
        userPreferences.userId,
        accounts.map((a) => a.id),
      ),
    );
  for (const pref of prefs) {
    const current = parseJsonObject(pref.notificationPreferences);
    if (current.newsletter === subscribed) continue;
    await db
      .update(userPreferences)
      .set({ notificationPreferences: JSON.stringify({ ...current, newsletter: subscribed }) })
      .where(eq(userPreferences.id, pref.id));
  }
}

function parseJsonObject(text: string | null): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * For the preferences screen: turning the newsletter notification on signs the account's address
 * up (a confirmation e-mail, unless it is already confirmed); turning it off unsubscribes it.
 */
export async function setNewsletterPreference(deps: NewsletterDeps, user: User, wantsNewsletter: boolean) {
  const email = user.email?.toLowerCase();
  // Only the subscription of the account's own, verified address: never one it merely signed up.
  if (!email) return;
  const rows = await deps.db.select().from(newsletters).where(eq(newsletters.email, email));
  if (!wantsNewsletter) {
    if (!ownsAddress(user, email)) return;
    for (const row of rows) await unsubscribe(deps.db, row.id);
    return;
  }
  if (rows.some((r) => r.status === 'confirmed')) return;
  await subscribe(deps, { email, city: await preferredCity(deps.db, user.id) }, user);
}

/** The member's first preferred city (their edition on every device), if they chose one. */
async function preferredCity(db: Db, userId: string): Promise<City | undefined> {
  const [pref] = await db
    .select({ cities: userPreferences.preferredCities })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  try {
    const cities: unknown = JSON.parse(pref?.cities ?? '[]');
    const first: unknown = Array.isArray(cities) ? cities[0] : undefined;
    return isCity(first) ? first : undefined;
  } catch {
    return undefined;
  }
}
