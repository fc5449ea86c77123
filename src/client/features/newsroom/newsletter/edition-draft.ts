import type { AdminEditionDetail } from '../../../../shared/newsletter';

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
