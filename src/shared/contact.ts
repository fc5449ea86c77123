import { z } from 'zod';

const required = (what: string) => z.string().trim().min(1, `Please enter ${what}.`);

/** The contact form (spec 001: it only simulates sending). */
export const contactMessageSchema = z.object({
  name: required('your name').max(100),
  email: required('your e-mail address').max(254).pipe(z.email('Please enter a valid e-mail address.')),
  subject: required('a subject').max(200),
  message: required('a message').max(5000),
});
export type ContactMessage = z.input<typeof contactMessageSchema>;
