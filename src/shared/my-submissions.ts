/** "My submissions": the answer that tells a reader where each piece they sent stands. */
import { z } from 'zod';
import { REVIEW_KINDS } from './review';

export const MY_SUBMISSION_STATES = ['draft', 'in_review', 'preparing', 'published', 'approved', 'rejected'] as const;
export type MySubmissionState = (typeof MY_SUBMISSION_STATES)[number];

export const mySubmissionSchema = z.object({
  kind: z.enum(REVIEW_KINDS),
  id: z.string(),
  title: z.string(),
  subtype: z.string().nullable(),
  city: z.string().nullable(),
  state: z.enum(MY_SUBMISSION_STATES),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewNotes: z.string().nullable(),
  url: z.string().nullable(),
});
export type MySubmission = z.infer<typeof mySubmissionSchema>;
