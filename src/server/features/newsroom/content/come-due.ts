import { and, eq, gt, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { scheduleJob } from '../../../platform/background';
import { appNow } from '../../../platform/clock';
import { SCHEDULED_STATUS } from '../../../platform/visibility';
import { recordNewsroomEarning } from '../../../platform/earnings';
import { KINDS } from './kinds';

/** How far back the first turn after a start looks for items that came due while no process ran. */
const FIRST_LOOK_BACK_MS = 24 * 60 * 60 * 1000;

/** Scheduled items whose publish time came after `since` and by `now`. */
async function cameDue(db: Db, since: Date, now: Date) {
  const due: { kind: string; row: Record<string, unknown>; title: string }[] = [];
  for (const spec of Object.values(KINDS)) {
    const rows = (await db
      .select()
      .from(spec.table)
      .where(and(eq(spec.status, SCHEDULED_STATUS), gt(spec.publishDate, since), lte(spec.publishDate, now)))
      .limit(500)) as Record<string, unknown>[];
    due.push(...rows.map((row) => ({ kind: spec.kind, row, title: String(row[spec.titleKey] ?? '') })));
  }
  return due;
}

/**
 * A scheduled item goes live when its time comes, with no save at that moment: it is announced then
 * as a publish in the newsroom is (`contentSaved`, public), so what follows a publish (the notice to
 * a reader whose draft it was) follows this one too. Listeners act once per item, so a second
 * announcement (another process, an overlapping window) changes nothing.
 */
export async function announceCameDue(app: FastifyInstance, since: Date, now: Date): Promise<number> {
  const db = app.deps.database.db;
  const due = await cameDue(db, since, now);
  for (const item of due) {
    // A contributor's piece earns its payment as it goes live (once: decision 050).
    await recordNewsroomEarning(db, item);
    await app.events.emit('contentSaved', { db, id: String(item.row.id), isPublic: true, at: now });
  }
  return due.length;
}

/** Every minute, the items that came due since the last look. */
export function scheduleCameDue(app: FastifyInstance) {
  let since = new Date(appNow(app).getTime() - FIRST_LOOK_BACK_MS);
  scheduleJob(app, {
    name: 'scheduled-came-due',
    everyMs: 60_000,
    run: async () => {
      const now = appNow(app);
      await announceCameDue(app, since, now);
      since = now;
    },
  });
}

/** Publish dates of scheduled items still ahead (the public cache must forget everything at each). */
export async function upcomingScheduled(db: Db, now: Date): Promise<Date[]> {
  const dates: Date[] = [];
  for (const spec of Object.values(KINDS)) {
    const rows = (await db
      .select({ at: spec.publishDate })
      .from(spec.table)
      .where(and(eq(spec.status, SCHEDULED_STATUS), gt(spec.publishDate, now)))
      .orderBy(spec.publishDate)
      .limit(200)) as { at: Date | null }[];
    for (const r of rows) if (r.at) dates.push(r.at);
  }
  return dates;
}
