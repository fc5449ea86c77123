/** Artists: profiles, follows, gallery, music, likes, views, write-ups. */
import { boolean, index, integer, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { id, timestamptz, createdAt, city, status, name, email, phone, url, stringList } from './columns';
import { userRef, users } from './accounts';
import { searchVector } from './search';

export const artists = pgTable(
  'artists',
  {
    id: id(),
    name: varchar({ length: 200 }).notNull(),
    bio: text().notNull(),
    medium: varchar({ length: 100 }).notNull(),
    style: varchar({ length: 100 }),
    location: text(),
    website: url(),
    portfolioUrl: url(),
    /** Where site messages to the artist are delivered; private unless emailIsPublic. */
    email: email(),
    /** The artist chose to publish `email` as a contact address (the directory's mailto). */
    emailIsPublic: boolean().notNull().default(false),
    phone: phone(),
    socialLinks: text(),
    imageUrl: url(),
    portfolioImages: stringList(),
    isAvailable: boolean().notNull().default(true),
    city: city(),
    /** The account that owns this profile, if any. */
    userId: userRef(),
    profileViews: integer().notNull().default(0),
    /** Staff statuses; profiles made elsewhere (sign-up, review desk) start public. */
    status: status('published'),
    publishDate: timestamptz(),
    createdAt: createdAt(),
    searchVector: searchVector({ A: ['name'], B: ['medium', 'style'], C: ['bio'], D: ['location'] }),
    /** The reader's submission a profile was made from (a draft until staff finish it). */
    submissionId: text(),
  },
  (t) => [
    index('artists_city_name_idx').on(t.city, t.name),
    index('artists_user_id_idx').on(t.userId),
    index('artists_search_idx').using('gin', t.searchVector),
  ],
);

const artistRef = () =>
  text()
    .notNull()
    .references(() => artists.id, { onDelete: 'cascade' });

export const artistFollows = pgTable(
  'artist_follows',
  {
    id: id(),
    artistId: artistRef(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('artist_follows_artist_user_unique').on(t.artistId, t.userId),
    // "following" counts the rows of the artist's own account.
    index('artist_follows_user_idx').on(t.userId),
  ],
);

export const artistGalleryItems = pgTable(
  'artist_gallery_items',
  {
    id: id(),
    artistId: artistRef(),
    title: varchar({ length: 255 }).notNull(),
    description: text(),
    imageUrl: url(),
    createdAt: createdAt(),
  },
  (t) => [index('artist_gallery_items_artist_idx').on(t.artistId, t.createdAt)],
);

export const music = pgTable(
  'music',
  {
    id: id(),
    title: varchar({ length: 255 }).notNull(),
    /** The performer's name as shown; artistId links the track to a directory profile. */
    artist: varchar({ length: 200 }).notNull(),
    artistId: text().references(() => artists.id, { onDelete: 'cascade' }),
    genre: varchar({ length: 100 }).notNull(),
    description: text(),
    audioUrl: url().notNull(),
    imageUrl: url(),
    /** Seconds. */
    duration: integer(),
    isLocal: boolean().notNull().default(true),
    contactEmail: email(),
    socialLinks: text(),
    createdAt: createdAt(),
    city: varchar({ length: 40 }),
    status: status('published'),
    submissionId: text(),
  },
  (t) => [index('music_artist_idx').on(t.artistId, t.createdAt)],
);

/** One like per visitor (account id or anonymous session id) per gallery item or track. */
export const contentLikes = pgTable(
  'content_likes',
  {
    id: id(),
    contentType: varchar({ length: 20 }).notNull(),
    contentId: text().notNull(),
    visitorKey: varchar({ length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('content_likes_content_visitor_unique').on(t.contentType, t.contentId, t.visitorKey),
    index('content_likes_content_idx').on(t.contentType, t.contentId),
  ],
);

/** One row per distinct visitor, so artists.profileViews counts people, not reloads. */
export const artistProfileViews = pgTable(
  'artist_profile_views',
  {
    id: id(),
    artistId: artistRef(),
    visitorKey: varchar({ length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('artist_profile_views_artist_visitor_unique').on(t.artistId, t.visitorKey)],
);

export const artistWriteups = pgTable(
  'artist_writeups',
  {
    id: id(),
    artistId: artistRef(),
    title: varchar({ length: 255 }).notNull(),
    content: text().notNull(),
    tags: text(),
    authorName: name().notNull(),
    authorEmail: email().notNull(),
    status: status('pending'),
    createdAt: createdAt(),
    publishedAt: timestamptz(),
    submittedBy: userRef(),
    reviewNotes: text(),
    reviewedAt: timestamptz(),
    reviewedBy: userRef(),
  },
  (t) => [index('artist_writeups_status_created_at_idx').on(t.status, t.createdAt)],
);

export type Artist = typeof artists.$inferSelect;
export type ArtistFollow = typeof artistFollows.$inferSelect;
export type ArtistGalleryItem = typeof artistGalleryItems.$inferSelect;
export type MusicTrack = typeof music.$inferSelect;
export type ContentLike = typeof contentLikes.$inferSelect;
export type ArtistProfileView = typeof artistProfileViews.$inferSelect;
export type ArtistWriteup = typeof artistWriteups.$inferSelect;
