import { editionUpdateSchema, type AdminEditionDetail } from '../../../shared/newsletter';
import type { FieldErrors } from './server-errors';

/** Everything staff can edit on an edition; the PATCH body is exactly this. */
export interface EditionDraft {
  title: string;
  subject: string;
  content: string;
  featuredArticles: string[];
  featuredEvents: string[];
  featuredBusinesses: string[];
  featuredSpotlight: string | null;
}

export const toDraft = (e: AdminEditionDetail): EditionDraft => ({
  title: e.title,
  subject: e.subject,
  content: e.content,
  featuredArticles: e.featuredArticles,
  featuredEvents: e.featuredEvents,
  featuredBusinesses: e.featuredBusinesses,
  featuredSpotlight: e.featuredSpotlight,
});

export const sameDraft = (a: EditionDraft, b: EditionDraft) => JSON.stringify(a) === JSON.stringify(b);

/** The shared rules the server applies, checked before sending; answers the first message per field. */
export function draftErrors(draft: EditionDraft): FieldErrors {
  const result = editionUpdateSchema.safeParse(draft);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
