/**
 * Approval of a content submission writes the public row it becomes, in the submission's city,
 * credited to the sender. A row that would lack a field its public page needs (an image, a date)
 * is written as a newsroom draft linked to the submission, for staff to finish.
 */
import type { Db } from '../../../db/client';
import { articles, artists, deals, events, fashionItems, music, resources, type Submission } from '../../../db/schema';
import { ARTIST_MEDIUMS, DEFAULT_GENRE } from '../../../../shared/artists';
import { isEventCategory } from '../../../../shared/event-choices';
import { CONTENT_TARGETS, type ContentType } from './stages';

export interface Published {
  kind: string;
  id: string;
  url: string;
  /** True when a public field is missing: the row is a draft for the newsroom. */
  draft: boolean;
}

const status = (complete: boolean) => (complete ? 'published' : 'draft');
const body = (s: Submission) => s.content || s.description;
const first = <T>(rows: { id: string }[] & T[]) => {
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  return row.id;
};

async function insertTarget(tx: Db, s: Submission, now: Date): Promise<{ id: string; complete: boolean }> {
  const link = { city: s.city, submissionId: s.id };
  // Articles and events keep where in the city the sender said (checked against the city on submit).
  const place = { ...link, neighbourhood: s.neighbourhood };
  switch (s.type as ContentType) {
    case 'article':
    case 'news': {
      const complete = !!s.imageUrl;
      const rows = await tx
        .insert(articles)
        .values({
          ...place,
          title: s.title,
          excerpt: s.description,
          content: body(s),
          category: s.category ?? (s.type === 'news' ? 'News' : 'Community'),
          author: s.submitterName,
          imageUrl: s.imageUrl ?? '',
          publishDate: now,
          status: status(complete),
        })
        .returning({ id: articles.id });
      return { id: first(rows), complete };
    }
    case 'event': {
      const complete = !!(s.eventDate && s.eventTime && s.location);
      const rows = await tx
        .insert(events)
        .values({
          ...place,
          title: s.title,
          description: body(s),
          // A draft still needs a value in these columns; staff set the real ones before publishing.
          date: s.eventDate ?? now.toISOString().slice(0, 10),
          time: s.eventTime ?? 'To be announced',
          location: s.location ?? '',
          imageUrl: s.imageUrl,
          priceCents: s.price === null ? null : Math.round(Number(s.price) * 100),
          category: isEventCategory(s.category) ? s.category : null,
          status: status(complete),
        })
        .returning({ id: events.id });
      return { id: first(rows), complete };
    }
    case 'marketplace': {
      const complete = !!s.imageUrl;
      const rows = await tx
        .insert(deals)
        .values({
          ...link,
          title: s.title,
          description: body(s),
          category: s.category ?? 'Marketplace',
          businessName: s.submitterName,
          // Kept for staff to reach the seller; the public deal list never shows it.
          businessEmail: s.submitterEmail,
          businessAddress: s.location,
          website: s.websiteUrl,
          discountPrice: s.price,
          imageUrl: s.imageUrl ?? '',
          status: status(complete),
        })
        .returning({ id: deals.id });
      return { id: first(rows), complete };
    }
    case 'resource': {
      const complete = !!s.category;
      const rows = await tx
        .insert(resources)
        .values({
          ...link,
          name: s.title,
          category: s.category ?? 'Community',
          description: body(s),
          address: s.location,
          website: s.websiteUrl,
          imageUrl: s.imageUrl,
          status: status(complete),
        })
        .returning({ id: resources.id });
      return { id: first(rows), complete };
    }
    case 'fashion': {
      const complete = !!s.imageUrl;
      const rows = await tx
        .insert(fashionItems)
        .values({
          ...link,
          title: s.title,
          designer: s.submitterName,
          category: s.category ?? 'Local style',
          description: body(s),
          location: s.location,
          website: s.websiteUrl,
          tags: s.tags,
          imageUrl: s.imageUrl ?? '',
          status: status(complete),
        })
        .returning({ id: fashionItems.id });
      return { id: first(rows), complete };
    }
    case 'music': {
      const complete = !!s.audioUrl;
      const rows = await tx
        .insert(music)
        .values({
          ...link,
          title: s.title,
          artist: s.submitterName,
          genre: s.category ?? DEFAULT_GENRE,
          description: body(s),
          audioUrl: s.audioUrl ?? '',
          imageUrl: s.imageUrl,
          status: status(complete),
        })
        .returning({ id: music.id });
      return { id: first(rows), complete };
    }
    case 'artist': {
      const medium = ARTIST_MEDIUMS.find((m) => m.toLowerCase() === s.category?.toLowerCase());
      const complete = !!medium;
      const rows = await tx
        .insert(artists)
        .values({
          ...link,
          name: s.title,
          bio: body(s),
          medium: medium ?? 'Visual Arts',
          website: s.websiteUrl,
          imageUrl: s.imageUrl,
          status: status(complete),
        })
        .returning({ id: artists.id });
      return { id: first(rows), complete };
    }
  }
}

export async function publishSubmission(tx: Db, s: Submission, now: Date): Promise<Published> {
  const target = CONTENT_TARGETS[s.type as ContentType];
  if (!target) throw new Error(`no public target for submission type ${s.type}`);
  const { id, complete } = await insertTarget(tx, s, now);
  return { kind: target.kind, id, url: target.url(id), draft: !complete };
}
