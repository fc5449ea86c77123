/** The audit log: one row per staff action on content, users and moderation (who, what, when, before/after). */
import type { Db } from '../db/client';
import { auditLog, type User } from '../db/schema';
import { displayName } from './guards';

/** JSON-safe copy (dates become ISO strings); secrets never enter the log. */
function snapshot(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  return JSON.parse(
    JSON.stringify(value, (key, v: unknown) => (key === 'passwordHash' || key === 'stripeCustomerId' ? undefined : v)),
  );
}

export async function recordAudit(
  db: Db,
  entry: {
    actor: Pick<User, 'id' | 'firstName' | 'lastName'> | null;
    action: string;
    entityType: string;
    entityId?: string | null;
    before?: unknown;
    after?: unknown;
    at?: Date;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor ? displayName(entry.actor) : null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: snapshot(entry.before),
    after: snapshot(entry.after),
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}
