/** Where reader submissions, photos, write-ups, nominations, applications and sports stories wait for the desk. */
import { count, desc, eq } from 'drizzle-orm';
import {
  artistWriteups,
  artists,
  contributors,
  photoSubmissions,
  sportsStories,
  spotlights,
  submissions,
} from '../../db/schema';
import { countOf, inQueue, type Source } from './queue-kit';

export const CONTENT_SOURCES = {
  content: {
    rows: async (db, f, limit) => {
      const t = submissions;
      const rows = await db
        .select()
        .from(t)
        .where(inQueue(t.status, t.city, 'content', f))
        .orderBy(desc(t.submittedAt), desc(t.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        subtype: r.type,
        status: r.status,
        city: r.city,
        submitterName: r.submitterName,
        submitterEmail: r.submitterEmail,
        submittedAt: r.submittedAt,
        imageUrl: r.imageUrl,
        body: [r.description, r.content].filter(Boolean).join('\n\n'),
        reviewNotes: r.reviewNotes,
        reviewedAt: r.reviewedAt,
        reviewedBy: r.reviewedBy,
        publishedId: r.publishedId,
        row: r,
      }));
    },
    count: (db, f) =>
      countOf(
        db
          .select({ n: count() })
          .from(submissions)
          .where(inQueue(submissions.status, submissions.city, 'content', f)),
      ),
  },
  photo: {
    rows: async (db, f, limit) => {
      const t = photoSubmissions;
      const rows = await db
        .select()
        .from(t)
        .where(inQueue(t.status, t.city, 'photo', f))
        .orderBy(desc(t.submittedAt), desc(t.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        subtype: r.category,
        status: r.status,
        city: r.city,
        submitterName: r.photographerName,
        submitterEmail: r.photographerEmail,
        submittedAt: r.submittedAt,
        imageUrl: r.imageUrl,
        body: r.description,
        reviewNotes: r.reviewNotes,
        reviewedAt: r.reviewedAt,
        reviewedBy: r.reviewedBy,
        row: r,
      }));
    },
    count: (db, f) =>
      countOf(
        db
          .select({ n: count() })
          .from(photoSubmissions)
          .where(inQueue(photoSubmissions.status, photoSubmissions.city, 'photo', f)),
      ),
  },
  writeup: {
    rows: async (db, f, limit) => {
      const t = artistWriteups;
      const rows = await db
        .select({ w: t, artistName: artists.name, city: artists.city })
        .from(t)
        .innerJoin(artists, eq(artists.id, t.artistId))
        .where(inQueue(t.status, artists.city, 'writeup', f))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(limit);
      return rows.map(({ w, artistName, city }) => ({
        id: w.id,
        title: w.title,
        subtype: `About ${artistName}`,
        status: w.status,
        city,
        submitterName: w.authorName,
        submitterEmail: w.authorEmail,
        submittedAt: w.createdAt,
        imageUrl: null,
        body: w.content,
        reviewNotes: w.reviewNotes,
        reviewedAt: w.reviewedAt,
        reviewedBy: w.reviewedBy,
        row: { ...w, artistName },
      }));
    },
    count: (db, f) =>
      countOf(
        db
          .select({ n: count() })
          .from(artistWriteups)
          .innerJoin(artists, eq(artists.id, artistWriteups.artistId))
          .where(inQueue(artistWriteups.status, artists.city, 'writeup', f)),
      ),
  },
  spotlight: {
    rows: async (db, f, limit) => {
      const t = spotlights;
      const rows = await db
        .select()
        .from(t)
        .where(inQueue(t.status, t.city, 'spotlight', f))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        subtype: r.type,
        status: r.status,
        city: r.city,
        submitterName: r.nominatedBy,
        submitterEmail: null,
        submittedAt: r.createdAt,
        imageUrl: r.imageUrl || null,
        body: [r.description, r.nominationReason, r.content].filter(Boolean).join('\n\n'),
        reviewNotes: r.reviewNotes,
        reviewedAt: r.reviewedAt,
        reviewedBy: r.reviewedBy,
        row: r,
      }));
    },
    count: (db, f) =>
      countOf(
        db
          .select({ n: count() })
          .from(spotlights)
          .where(inQueue(spotlights.status, spotlights.city, 'spotlight', f)),
      ),
  },
  contributor: {
    rows: async (db, f, limit) => {
      const t = contributors;
      const rows = await db
        .select()
        .from(t)
        .where(inQueue(t.status, t.city, 'contributor', f))
        .orderBy(desc(t.joinedAt), desc(t.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        title: `${r.name}, ${r.specialty ?? 'contributor'}`,
        subtype: r.specialty,
        status: r.status,
        city: r.city,
        submitterName: r.name,
        submitterEmail: r.email,
        submittedAt: r.joinedAt,
        imageUrl: null,
        body: [r.bio, r.portfolioUrl, r.socialLinks].filter(Boolean).join('\n\n'),
        reviewNotes: r.reviewNotes,
        reviewedAt: r.reviewedAt,
        reviewedBy: r.reviewedBy,
        row: r,
      }));
    },
    count: (db, f) =>
      countOf(
        db
          .select({ n: count() })
          .from(contributors)
          .where(inQueue(contributors.status, contributors.city, 'contributor', f)),
      ),
  },
  sports: {
    rows: async (db, f, limit) => {
      const t = sportsStories;
      const rows = await db
        .select()
        .from(t)
        .where(inQueue(t.status, t.city, 'sports', f))
        .orderBy(desc(t.submittedAt), desc(t.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        subtype: r.sport,
        status: r.status,
        city: r.city,
        submitterName: r.authorName,
        submitterEmail: r.authorEmail,
        submittedAt: r.submittedAt,
        imageUrl: r.imageUrl,
        body: r.content,
        reviewNotes: r.reviewNotes,
        reviewedAt: r.reviewedAt,
        reviewedBy: r.reviewedBy,
        row: r,
      }));
    },
    count: (db, f) =>
      countOf(
        db
          .select({ n: count() })
          .from(sportsStories)
          .where(inQueue(sportsStories.status, sportsStories.city, 'sports', f)),
      ),
  },
} satisfies Record<string, Source>;
