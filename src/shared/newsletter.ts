import { z } from 'zod';
import { CITIES } from './cities';

export const newsletterSubscribeSchema = z.object({
  email: z
    .string({ error: 'Please enter your e-mail address.' })
    .trim()
    .min(1, 'Please enter your e-mail address.')
    .max(254, 'That e-mail address is too long.')
    .pipe(z.email('Please enter a valid e-mail address.'))
    .transform((email) => email.toLowerCase()),
  city: z.enum(CITIES).optional(),
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;
