import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages, outgoingMail, users } from '../../db/schema';
import type { Config } from '../../config';
import { AppError } from '../../platform/app-error';
import { renderEmail } from '../../platform/mail-layout';
import { siteUrl } from '../../platform/site-url';
import type { ContactStaffMessage } from '../../../shared/contact';
import { STAFF_ROLES } from '../../../shared/newsroom/roles';

interface NewMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Staff addresses: every admin and editor account, and the configured ADMIN_EMAILS. */
async function staffAddresses(db: Db, config: Pick<Config, 'ADMIN_EMAILS'>): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.role, [...STAFF_ROLES]), isNotNull(users.email)));
  const all = [...rows.map((r) => r.email ?? ''), ...config.ADMIN_EMAILS]
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(all)];
}

/**
 * Stores a message from the contact form and queues one e-mail per staff member (through the mail
 * queue, so a slow or failing mail server never loses it or delays the visitor's answer). The
 * e-mail's Reply-To is the sender, so staff answer with their mail program.
 */
export async function receiveMessage(db: Db, config: Config, input: NewMessage, now = new Date()): Promise<void> {
  const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  const recipients = await staffAddresses(db, config);
  if (!row || recipients.length === 0) return;
  const { html, text } = renderEmail({
    title: `Contact form: ${input.subject}`,
    paragraphs: [`From ${input.name} <${input.email}>`, ...input.message.split(/\n\s*\n/)],
    action: { label: 'Open the contact desk', url: `${siteUrl(config)}/admin/messages` },
    footer: 'You receive this as a member of the By Locals, For Locals staff.',
  });
  await db.insert(outgoingMail).values(
    recipients.map((to) => ({
      kind: 'contact-message',
      recipient: to,
      subject: `[Contact] ${input.subject}`.slice(0, 255),
      html,
      text,
      headers: { 'Reply-To': input.email },
      dedupeKey: `contact:${row.id}:${to}`,
      nextAttemptAt: now,
    })),
  );
}

const toStaff = (r: typeof contactMessages.$inferSelect): ContactStaffMessage => ({
  id: r.id,
  name: r.name,
  email: r.email,
  subject: r.subject,
  message: r.message,
  createdAt: r.createdAt.toISOString(),
  handledAt: r.handledAt?.toISOString() ?? null,
});

export async function listMessages(
  db: Db,
  q: { status: 'open' | 'handled' | 'all'; limit: number; offset: number },
): Promise<{ items: ContactStaffMessage[]; total: number }> {
  const where =
    q.status === 'open'
      ? isNull(contactMessages.handledAt)
      : q.status === 'handled'
        ? isNotNull(contactMessages.handledAt)
        : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(contactMessages)
      .where(where),
  ]);
  return { items: rows.map(toStaff), total: counted?.n ?? 0 };
}

export async function setHandled(db: Db, id: string, handled: boolean, staffId: string, now = new Date()) {
  const [row] = await db
    .update(contactMessages)
    .set(handled ? { handledAt: now, handledBy: staffId } : { handledAt: null, handledBy: null })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw new AppError('CONTACT_MESSAGE_NOT_FOUND', 404, 'Message not found.');
  return toStaff(row);
}
