import { zodResolver } from '@hookform/resolvers/zod';
import { newsletterSubscribeSchema } from '../../../shared/newsletter';

/** The sign-up form's checks: the shared schema and zod with it, loaded on first use (NewsletterSection). */
export const newsletterResolver = zodResolver(newsletterSubscribeSchema);
