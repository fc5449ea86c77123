/** The editorial workflow of a story: who it is assigned to, and staff's internal notes on it. */
import { z } from 'zod';

export const NOTE_MAX = 2000;

export const assigneeBodySchema = z.object({
  /** A staff account's id; null takes the assignment off. */
  assigneeId: z.string().trim().min(1).max(100).nullable(),
});

export const noteBodySchema = z.object({
  body: z
    .string({ error: 'Please write the note' })
    .trim()
    .min(1, 'Please write the note')
    .max(NOTE_MAX, `A note must be at most ${NOTE_MAX} characters`),
});

export const staffMemberSchema = z.object({ id: z.string(), name: z.string() });
export const contentNoteSchema = z.object({
  id: z.string(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export const workflowSchema = z.object({
  assignee: staffMemberSchema.nullable(),
  /** Who a story can be assigned to: the editors and admins. */
  staff: z.array(staffMemberSchema),
  notes: z.array(contentNoteSchema),
});

export type StaffMember = z.infer<typeof staffMemberSchema>;
export type ContentNote = z.infer<typeof contentNoteSchema>;
export type Workflow = z.infer<typeof workflowSchema>;
