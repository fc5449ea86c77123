import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailSuppressions, outgoingMail, type OutgoingMail } from '../../db/schema';

export interface QueuedMessage {
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  /** Set for a message that must never go out twice (e.g. `edition:<id>:<subscriber>`). */
  dedupeKey?: string;
  /** The send it belongs to ("edition:<id>"), counted for the progress staff see. */
  groupKey?: string;
}

const toRow = (m: QueuedMessage, now: Date) => ({
  kind: m.kind,
  recipient: m.to,
  subject: m.subject,
  html: m.html,
  text: m.text,
  headers: m.headers ?? {},
  dedupeKey: m.dedupeKey ?? null,
  groupKey: m.groupKey ?? null,
  // The app's clock, not the database's: the worker compares with the app's clock, and a
  // database timestamp can be microseconds later than a JavaScript Date of the same instant.
  nextAttemptAt: now,
});

/**
 * Stores messages for the mail worker. A message whose dedupeKey is already queued (or sent) is
 * skipped, so queueing the same batch again is harmless. Returns how many were new.
 */
export async function enqueueMail(db: Db, messages: QueuedMessage[], now = new Date()): Promise<number> {
  if (messages.length === 0) return 0;
  const inserted = await db
    .insert(outgoingMail)
    .values(messages.map((m) => toRow(m, now)))
    .onConflictDoNothing({ target: outgoingMail.dedupeKey })
    .returning({ id: outgoingMail.id });
  return inserted.length;
}

/**
 * Takes up to `limit` messages that are due: queued ones whose next attempt has come, and
 * "sending" ones whose lease ran out (their worker died mid-send). Each claimed row counts one
 * attempt and is leased until `leaseUntil`; SKIP LOCKED lets several processes drain one queue.
 */
export async function claimDueMail(
  db: Db,
  opts: { now: Date; leaseUntil: Date; limit: number },
): Promise<OutgoingMail[]> {
  const due = db
    .select({ id: outgoingMail.id })
    .from(outgoingMail)
    .where(
      and(
        or(eq(outgoingMail.state, 'queued'), eq(outgoingMail.state, 'sending')),
        lte(outgoingMail.nextAttemptAt, opts.now),
      ),
    )
    .orderBy(asc(outgoingMail.nextAttemptAt))
    .limit(opts.limit)
    .for('update', { skipLocked: true });
  return db
    .update(outgoingMail)
    .set({ state: 'sending', attempts: sql`${outgoingMail.attempts} + 1`, nextAttemptAt: opts.leaseUntil })
    .where(inArray(outgoingMail.id, due))
    .returning();
}

export async function markSent(db: Db, id: string, now: Date) {
  await db.update(outgoingMail).set({ state: 'sent', sentAt: now, lastError: null }).where(eq(outgoingMail.id, id));
}

/**
 * The claimed rows whose address is suppressed: a hard bounce stops every message, a complaint
 * stops the newsletter. They are marked suppressed and never sent.
 */
export async function suppressBlocked(db: Db, rows: OutgoingMail[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const found = await db
    .select({ email: mailSuppressions.email, reason: mailSuppressions.reason })
    .from(mailSuppressions)
    .where(inArray(mailSuppressions.email, [...new Set(rows.map((r) => r.recipient.toLowerCase()))]));
  if (found.length === 0) return new Set();
  const reasonOf = new Map(found.map((f) => [f.email, f.reason]));
  const blocked = rows.filter((r) => {
    const reason = reasonOf.get(r.recipient.toLowerCase());
    return (
      reason === 'hard_bounce' ||
      (reason === 'complaint' && r.kind.startsWith('newsletter-') && r.kind !== 'newsletter-confirm')
    );
  });
  if (blocked.length === 0) return new Set();
  await db
    .update(outgoingMail)
    .set({ state: 'suppressed', lastError: 'The address bounced or complained before.' })
    .where(
      inArray(
        outgoingMail.id,
        blocked.map((r) => r.id),
      ),
    );
  return new Set(blocked.map((r) => r.id));
}

/** A failed attempt: back in the queue for `retryAt`, or failed for good when retryAt is null. */
export async function markFailed(db: Db, id: string, error: string, retryAt: Date | null) {
  await db
    .update(outgoingMail)
    .set(
      retryAt ? { state: 'queued', lastError: error, nextAttemptAt: retryAt } : { state: 'failed', lastError: error },
    )
    .where(eq(outgoingMail.id, id));
}

/** Puts failed messages back in the queue (after fixing the SMTP settings, say). */
export async function requeueFailed(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(outgoingMail)
    .set({ state: 'queued', attempts: 0, nextAttemptAt: now })
    .where(eq(outgoingMail.state, 'failed'))
    .returning({ id: outgoingMail.id });
  return rows.length;
}

/** Hands back rows a stopping worker claimed but did not try, without counting an attempt. */
export async function releaseClaims(db: Db, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await db
    .update(outgoingMail)
    .set({ state: 'queued', attempts: sql`${outgoingMail.attempts} - 1`, nextAttemptAt: now })
    .where(and(inArray(outgoingMail.id, ids), eq(outgoingMail.state, 'sending')));
}
