/**
 * The published item a post promotes, read from its table by id (features do not import each
 * other; the tables are shared): what the draft says, where it links, whether it is still public.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { articles, businesses, events, photoSubmissions, spotlights, submissions } from '../../../db/schema';

type LinkedType = 'article' | 'event' | 'business' | 'photo' | 'spotlight';

export interface LinkedItem {
  type: LinkedType;
  id: string;
  city: string;
  title: string;
  excerpt: string;
  imageUrl: string | null;
  path: string;
  /** Readers can see it, and it has not ended (an event past its end is over). */
  isPublic: boolean;
  /** A reader's submission behind it, whose sender hears when it is promoted. */
  submittedBy?: { userId: string | null; email: string | null; name: string | null };
}

const firstSentence = (text: string) =>
  text
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);

async function find(db: Db, id: string, now: Date): Promise<LinkedItem | null> {
  const [a] = await db.select().from(articles).where(eq(articles.id, id));
  if (a)
    return {
      type: 'article',
      id,
      city: a.city,
      title: a.title,
      excerpt: firstSentence(a.excerpt),
      imageUrl: a.imageUrl || null,
      path: `/articles/${id}`,
      isPublic: a.status === 'published' && (!a.publishDate || a.publishDate <= now),
    };
  const [e] = await db.select().from(events).where(eq(events.id, id));
  if (e) {
    const end = e.endsAt ?? e.startsAt ?? new Date(`${e.date}T23:59:59Z`);
    return {
      type: 'event',
      id,
      city: e.city,
      title: e.title,
      excerpt: firstSentence(e.description),
      imageUrl: e.imageUrl,
      path: `/events/${id}`,
      isPublic: e.status === 'published' && end > now,
    };
  }
  const [b] = await db.select().from(businesses).where(eq(businesses.id, id));
  if (b)
    return {
      type: 'business',
      id,
      city: b.city,
      title: b.name,
      excerpt: firstSentence(b.description),
      imageUrl: b.imageUrl || null,
      path: `/businesses/${id}`,
      isPublic: b.status === 'published',
    };
  const [s] = await db.select().from(spotlights).where(eq(spotlights.id, id));
  if (s)
    return {
      type: 'spotlight',
      id,
      city: s.city,
      title: s.title,
      excerpt: firstSentence(s.description),
      imageUrl: s.imageUrl,
      path: `/spotlights?city=${s.city}`,
      isPublic: s.status === 'approved' && s.isActive,
    };
  const [p] = await db.select().from(photoSubmissions).where(eq(photoSubmissions.id, id));
  if (p)
    return {
      type: 'photo',
      id,
      city: p.city,
      title: p.title,
      excerpt: firstSentence(p.description),
      imageUrl: p.imageUrl,
      path: '/',
      isPublic: (p.status === 'approved' || p.status === 'featured') && p.isPublic,
      submittedBy: { userId: p.submittedBy, email: p.photographerEmail, name: p.photographerName },
    };
  return null;
}

/** The reader who sent the submission an article or event came from, if one did. */
async function sender(db: Db, id: string): Promise<LinkedItem['submittedBy']> {
  const [a] = await db.select({ submissionId: articles.submissionId }).from(articles).where(eq(articles.id, id));
  const [e] = a ? [] : await db.select({ submissionId: events.submissionId }).from(events).where(eq(events.id, id));
  const submissionId = a?.submissionId ?? e?.submissionId;
  if (!submissionId) return undefined;
  const [s] = await db.select().from(submissions).where(eq(submissions.id, submissionId));
  return s ? { userId: s.submittedBy, email: s.submitterEmail, name: s.submitterName } : undefined;
}

export async function linkedItem(db: Db, id: string, now: Date): Promise<LinkedItem | null> {
  const item = await find(db, id, now);
  if (!item || item.submittedBy || (item.type !== 'article' && item.type !== 'event')) return item;
  return { ...item, submittedBy: await sender(db, id) };
}
