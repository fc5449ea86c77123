import { zodResolver } from '@hookform/resolvers/zod';
import { newsletterSubscribeSchema } from '../../../shared/newsletter';

/**
 * The sign-up form's checks: the shared schema and zod with it (about a quarter of what the form
 * loads). Imported only when the reader first reaches for the form (NewsletterSection).
 */
export const newsletterResolver = zodResolver(newsletterSubscribeSchema);
