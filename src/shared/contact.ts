/** The contact desk: the public form (spec 001: name, email, subject, message, all required) and the staff inbox. */
import { z } from 'zod';

export const CONTACT_LIMITS = { name: 200, email: 254, subject: 255, message: 5000 } as const;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * One line of text: control characters (CR, LF, tab, ...) and line or paragraph separators become a
 * space, so a subject or name can never start a new header in a reply or break a `mailto:` link.
 */
export const oneLine = (value: string) =>
  value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();

const requiredLine = (label: string, max: number) =>
  required(label, max)
    .transform(oneLine)
    .pipe(z.string().min(1, `${label} is required`));

export const contactMessageSchema = z.object({
  name: requiredLine('Name', CONTACT_LIMITS.name),
  email: required('Email', CONTACT_LIMITS.email).pipe(z.email('Please enter a valid email address')),
  subject: requiredLine('Subject', CONTACT_LIMITS.subject),
  message: required('Message', CONTACT_LIMITS.message),
  /** Left empty by people; a bot that fills every field gives itself away here. */
  website: z.string().max(500).optional(),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const contactStaffMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type ContactStaffMessage = z.infer<typeof contactStaffMessageSchema>;

export const CONTACT_INBOX_STATUSES = ['open', 'handled', 'all'] as const;
export const contactInboxQuerySchema = z.object({
  status: z.enum(CONTACT_INBOX_STATUSES).default('open'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const contactHandledSchema = z.object({ handled: z.boolean() });

/**
 * The staff inbox's reply link: the address and the subject encoded as URI components (RFC 6068),
 * the subject on one line, so nothing the sender typed adds a recipient or a header.
 */
export function replyMailto(email: string, subject: string): string {
  const to = encodeURIComponent(oneLine(email)).replace(/%40/g, '@');
  return `mailto:${to}?subject=${encodeURIComponent(oneLine(`Re: ${subject}`))}`;
}
