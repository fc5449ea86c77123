import { newsletterSubscribeSchema } from '../../../shared/newsletter';

/**
 * The sign-up form's checks: the shared schema and zod with it, loaded on first use (NewsletterSection).
 * The address as the server will store it (trimmed, lower case), or what is wrong with it.
 */
export function checkAddress(email: string): { email: string } | { error: string } {
  const parsed = newsletterSubscribeSchema.safeParse({ email });
  if (parsed.success) return { email: parsed.data.email };
  return { error: parsed.error.issues[0]?.message ?? 'Please enter a valid e-mail address.' };
}
