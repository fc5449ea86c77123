/**
 * Contributor applications. An address that already has an application is never confirmed to a
 * stranger: they get the same answer as a new application, and the address's owner gets an e-mail
 * saying someone applied with it. Only the account that applied with it hears that it exists.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { contributors } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { renderEmail } from '../../platform/mail-layout';
import { enqueueMail } from '../../platform/mail/queue';
import { dayInTimeZone } from '../../../shared/zoned-days';
import { CONTRIBUTOR_EXISTS, type contributorSchema } from '../../../shared/submissions';

/** What every applicant hears, whatever the address. */
const RECEIVED = { status: 'pending' } as const;

const duplicateContributor = () =>
  new AppError('CONTRIBUTOR_EXISTS', 409, CONTRIBUTOR_EXISTS, [{ path: 'email', message: CONTRIBUTOR_EXISTS }]);

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: unknown } | null;
  return e?.code === '23505' || (!!e?.cause && isUniqueViolation(e.cause));
};

/** Tells the address's owner (at most once a day) that someone applied with their address again. */
async function tellOwner(db: Db, application: { id: string; email: string }, now: Date) {
  const { html, text } = renderEmail({
    title: 'An application with your e-mail address',
    paragraphs: [
      'Someone just sent an application to join our team of contributors with this e-mail address. We already have an application or a contributor with this address, so nothing was changed.',
      'If it was you, there is nothing more to do: we will be in touch by e-mail. If it was not you, you can ignore this message, or reply to let us know.',
    ],
  });
  await enqueueMail(
    db,
    [
      {
        kind: 'contributor-application-again',
        to: application.email,
        subject: 'Your contributor application',
        html,
        text,
        dedupeKey: `contributor-again:${application.id}:${dayInTimeZone(now)}`,
      },
    ],
    now,
  );
}

/** Earnings and the join date are the server's (column defaults). */
export async function applyAsContributor(
  db: Db,
  input: z.output<typeof contributorSchema>,
  userId: string,
  now = new Date(),
) {
  const known = async () => {
    const [row] = await db
      .select({ id: contributors.id, email: contributors.email, userId: contributors.userId })
      .from(contributors)
      .where(eq(contributors.email, input.email))
      .limit(1);
    return row;
  };
  const answerKnown = async (row: { id: string; email: string; userId: string | null }) => {
    if (row.userId === userId) throw duplicateContributor(); // their own application: nothing to hide
    await tellOwner(db, row, now);
    return RECEIVED;
  };
  const existing = await known();
  if (existing) return answerKnown(existing);
  try {
    await db.insert(contributors).values({ ...input, userId });
    return RECEIVED;
  } catch (err) {
    // Two applications racing past the check above: the unique index decides.
    const raced = isUniqueViolation(err) ? await known() : undefined;
    if (raced) return answerKnown(raced);
    throw err;
  }
}
