/** What an account is told by e-mail when the users desk changes it (through the mail queue); none without an address. */
import type { User } from '../../../db/schema';
import { renderEmail } from '../../../platform/mail-layout';
import type { QueuedMessage } from '../../../platform/mail/queue';
import { suspensionEnd } from '../../../platform/suspension';

const greeting = (user: Pick<User, 'firstName'>) => `Hi ${user.firstName || 'there'},`;

export function suspensionEmail(user: User, until: Date, reason: string, site: string): QueuedMessage[] {
  if (!user.email) return [];
  const { html, text } = renderEmail({
    title: 'Your account is suspended',
    paragraphs: [
      greeting(user),
      `Our staff have suspended your By Locals, For Locals account until ${suspensionEnd(until)}. Until then you cannot sign in or post in the Vent Room.`,
      `The reason given: ${reason}`,
      'If you think this is a mistake, reply through our contact page and tell us why.',
    ],
    action: { label: 'Contact us', url: `${site}/contact` },
  });
  return [
    {
      kind: 'account-suspended',
      to: user.email,
      subject: 'Your account is suspended',
      html,
      text,
      // One message per suspension (a changed end date is a new one).
      dedupeKey: `suspended:${user.id}:${until.toISOString()}`,
    },
  ];
}

export function staffRoleEmail(user: User, role: 'editor' | 'admin', site: string): QueuedMessage[] {
  if (!user.email) return [];
  const name = role === 'admin' ? 'an admin' : 'an editor';
  const { html, text } = renderEmail({
    title: `You are now ${name}`,
    paragraphs: [
      greeting(user),
      `You have been made ${name} of By Locals, For Locals. The staff area is where you write, review and publish.`,
      'Staff sign in with a second step: the first time you open the staff area, it asks you to set up an authenticator app.',
    ],
    action: { label: 'Open the staff area', url: `${site}/admin` },
  });
  return [{ kind: 'staff-role', to: user.email, subject: `You are now ${name} of By Locals, For Locals`, html, text }];
}
