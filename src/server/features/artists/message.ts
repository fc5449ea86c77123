/** The profile's message box: delivered to the artist by e-mail, never showing the sender the address. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Mailer } from '../../adapters/mailer';
import type { User } from '../../db/schema';
import { artists } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { renderEmail } from '../../platform/mail-layout';
import { artistNotFound } from './service';

const senderName = (user: User) => [user.firstName, user.lastName].filter(Boolean).join(' ') || 'A reader';

/** Header values come from user input; a line break would let a sender add headers of their own. */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

export async function sendArtistMessage(
  db: Db,
  mailer: Mailer,
  input: { artistId: string; sender: User; message: string; siteUrl: string },
): Promise<void> {
  const [artist] = await db
    .select({ id: artists.id, name: artists.name, email: artists.email })
    .from(artists)
    .where(eq(artists.id, input.artistId))
    .limit(1);
  if (!artist) throw artistNotFound();
  if (!artist.email) {
    throw new AppError('ARTIST_NOT_REACHABLE', 400, 'This artist cannot receive messages through the site yet.');
  }
  const from = oneLine(senderName(input.sender));
  const { html, text } = renderEmail({
    title: `A message from ${from}`,
    paragraphs: [
      `${from} sent you a message through your artist profile:`,
      input.message,
      input.sender.email
        ? `Reply to this e-mail to answer ${from} directly.`
        : `${from} has no e-mail address on file, so this message cannot be answered by e-mail.`,
    ],
    action: { label: 'View your profile', url: `${input.siteUrl}/artist/${artist.id}` },
  });
  await mailer.send({
    to: artist.email,
    subject: `New message from ${from} via By Locals, For Locals`,
    text,
    html,
    headers: input.sender.email ? { 'Reply-To': oneLine(input.sender.email) } : undefined,
  });
}
