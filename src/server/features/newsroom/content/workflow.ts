/**
 * A story's editorial workflow: assigned to an editor, with internal notes. Notes live in their own
 * table and are read only here, behind the staff guard: no public read ever selects them.
 */
import { asc, eq, and, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { articles, contentNotes, users, type User } from '../../../db/schema';
import type { ContentNote, StaffMember, Workflow } from '../../../../shared/newsroom/workflow';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import { displayName } from '../../../platform/guards';
import { findRow } from './service';

const STAFF_ROLES = ['editor', 'admin'];

async function staffMembers(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.role, STAFF_ROLES))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(500);
  return rows.map((u) => ({ id: u.id, name: displayName(u) }));
}

async function notesOf(db: Db, id: string): Promise<ContentNote[]> {
  const rows = await db
    .select()
    .from(contentNotes)
    .where(and(eq(contentNotes.kind, 'articles'), eq(contentNotes.contentId, id)))
    .orderBy(asc(contentNotes.seq));
  return rows.map((n) => ({
    id: n.id,
    authorName: n.authorName ?? 'Staff',
    body: n.body,
    createdAt: n.createdAt.toISOString(),
  }));
}

export async function readWorkflow(db: Db, id: string): Promise<Workflow> {
  const row = await findRow(db, 'articles', id);
  const staff = await staffMembers(db);
  const assignee = staff.find((s) => s.id === row.assigneeId) ?? null;
  return { assignee, staff, notes: await notesOf(db, id) };
}

export async function assignStory(db: Db, id: string, assigneeId: string | null, actor: User, now: Date) {
  const row = await findRow(db, 'articles', id);
  if (assigneeId) {
    const [person] = await db.select({ role: users.role }).from(users).where(eq(users.id, assigneeId));
    if (!person || !STAFF_ROLES.includes(person.role)) {
      throw new AppError('VALIDATION_ERROR', 400, 'A story can only be assigned to an editor or an admin.', [
        { path: 'assigneeId', message: 'Please choose an editor or an admin' },
      ]);
    }
  }
  await db.update(articles).set({ assigneeId }).where(eq(articles.id, id));
  await recordAudit(db, {
    actor,
    action: 'content.assign',
    entityType: 'articles',
    entityId: id,
    before: { assigneeId: row.assigneeId ?? null },
    after: { assigneeId },
    at: now,
  });
  return readWorkflow(db, id);
}

export async function addNote(db: Db, id: string, body: string, actor: User, now: Date): Promise<ContentNote> {
  await findRow(db, 'articles', id);
  const [note] = await db
    .insert(contentNotes)
    .values({
      kind: 'articles',
      contentId: id,
      authorId: actor.id,
      authorName: displayName(actor),
      body,
      createdAt: now,
    })
    .returning();
  // The audit says a note was written, not what it says.
  await recordAudit(db, { actor, action: 'content.note', entityType: 'articles', entityId: id, at: now });
  return {
    id: note!.id,
    authorName: note!.authorName ?? 'Staff',
    body: note!.body,
    createdAt: note!.createdAt.toISOString(),
  };
}
