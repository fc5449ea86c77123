/**
 * Pieces a reader is still writing: saved as drafts (status "draft"), which no desk, count or list
 * shows, reopened and changed by their writer alone, and sent for review when finished. Sending
 * checks the whole piece as a new submission is checked, and stamps the time the desk orders by.
 */
import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { submissions, type User } from '../../db/schema';
import type { Storage } from '../../adapters/storage';
import { AppError } from '../../platform/app-error';
import {
  DRAFT_INCOMPLETE,
  DRAFT_NOT_FOUND,
  contentSubmissionSchema,
  type ContentDraftView,
  type contentDraftSchema,
} from '../../../shared/submissions';
import { checkSubmissionImage } from './service';

const DRAFT = 'draft';
const draftNotFound = () => new AppError('NOT_FOUND', 404, DRAFT_NOT_FOUND);
const mine = (id: string, userId: string) =>
  and(eq(submissions.id, id), eq(submissions.submittedBy, userId), eq(submissions.status, DRAFT));

type DraftInput = z.output<typeof contentDraftSchema>;

/** Column values of a draft: what is not written yet is stored empty (the columns are required). */
function draftValues(input: DraftInput, now: Date) {
  const { status: _ignored, ...values } = input;
  return {
    ...values,
    description: values.description ?? '',
    submitterName: values.submitterName ?? '',
    submitterEmail: values.submitterEmail ?? '',
    submittedAt: now,
  };
}

export async function createDraft(db: Db, storage: Storage, input: DraftInput, user: User, now: Date) {
  await checkSubmissionImage(storage, input.imageUrl, user);
  const [row] = await db
    .insert(submissions)
    .values({ ...draftValues(input, now), status: DRAFT, submittedBy: user.id })
    .returning({ id: submissions.id, status: submissions.status });
  return row!;
}

export async function readDraft(db: Db, id: string, userId: string): Promise<ContentDraftView> {
  const [row] = await db.select().from(submissions).where(mine(id, userId));
  if (!row) throw draftNotFound();
  return {
    id: row.id,
    type: row.type,
    city: row.city,
    title: row.title,
    description: row.description,
    content: row.content,
    submitterName: row.submitterName,
    submitterEmail: row.submitterEmail,
    imageUrl: row.imageUrl,
    eventDate: row.eventDate,
    eventTime: row.eventTime,
    location: row.location,
    price: row.price,
    category: row.category,
    neighbourhood: row.neighbourhood,
    savedAt: row.submittedAt.toISOString(),
  };
}

export async function saveDraft(db: Db, storage: Storage, id: string, input: DraftInput, user: User, now: Date) {
  await checkSubmissionImage(storage, input.imageUrl, user);
  const [row] = await db
    .update(submissions)
    .set(draftValues(input, now))
    .where(mine(id, user.id))
    .returning({ id: submissions.id, status: submissions.status });
  if (!row) throw draftNotFound();
  return row;
}

/**
 * Sends a draft to the desk: with the form's final fields when they come along, else as saved. The
 * piece must then pass every rule a new submission passes, with field errors naming what is missing.
 */
export async function sendDraftForReview(
  db: Db,
  storage: Storage,
  id: string,
  final: z.output<typeof contentSubmissionSchema> | undefined,
  user: User,
  now: Date,
) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [row] = await tx.select().from(submissions).where(mine(id, user.id)).for('update');
    if (!row) throw draftNotFound();
    const checked = contentSubmissionSchema.safeParse(final ?? { ...row, status: undefined });
    if (!checked.success) {
      throw new AppError(
        'VALIDATION_FAILED',
        400,
        DRAFT_INCOMPLETE,
        checked.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      );
    }
    const { status: _ignored, ...values } = checked.data;
    await checkSubmissionImage(storage, values.imageUrl, user);
    const [sent] = await tx
      .update(submissions)
      .set({ ...values, status: 'pending', submittedAt: now })
      .where(mine(id, user.id))
      .returning({ id: submissions.id, status: submissions.status });
    return sent!;
  });
}

export async function deleteDraft(db: Db, id: string, userId: string) {
  const gone = await db.delete(submissions).where(mine(id, userId)).returning({ id: submissions.id });
  if (gone.length === 0) throw draftNotFound();
}
