/** Artists: directory filters, the public artist shape, follows, likes, messages, write-ups and radio. */
import { z } from 'zod';
import { optionalChoice, paginationQuery } from './directory';
import {
  ARTIST_CITIES,
  ARTIST_MEDIUMS,
  ARTIST_MESSAGE_MAX,
  ARTIST_MESSAGE_MIN,
  RADIO_STATION_IDS,
  type RadioStation,
} from './artist-constants';

// The fixed lists and limits live in ./artist-constants (no zod), so pages can read them without the schemas.
export * from './artist-constants';

export const artistListQuerySchema = paginationQuery.extend({
  city: optionalChoice('city', ARTIST_CITIES),
  medium: optionalChoice('medium', ARTIST_MEDIUMS),
  /** Searches name, bio and medium. */
  q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
});
export type ArtistListQuery = z.input<typeof artistListQuerySchema>;

/**
 * An artist as every visitor sees it. `email` is the artist's public contact address, present only
 * when the artist chose to publish it (the Contact mailto); `hasEmail` says whether the artist can
 * receive a message through the site's message box, which never reveals the address.
 */
export const artistSchema = z.object({
  id: z.string(),
  name: z.string(),
  bio: z.string(),
  medium: z.string(),
  city: z.string(),
  email: z.string().nullable(),
  hasEmail: z.boolean(),
  portfolioUrl: z.string().nullable(),
  website: z.string().nullable(),
  imageUrl: z.string().nullable(),
  isAvailable: z.boolean(),
  followers: z.number().int(),
  following: z.number().int(),
  totalLikes: z.number().int(),
  profileViews: z.number().int(),
});
export type Artist = z.infer<typeof artistSchema>;

/** The profile page also learns the viewer's relation to the artist (Follow button state). */
export const artistDetailSchema = artistSchema.extend({ isFollowing: z.boolean(), isOwnProfile: z.boolean() });
export type ArtistDetail = z.infer<typeof artistDetailSchema>;

export const galleryItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  likes: z.number().int(),
  /** Whether the current visitor already liked it. */
  liked: z.boolean(),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

export const musicTrackSchema = galleryItemSchema.omit({ imageUrl: true, description: true }).extend({
  genre: z.string(),
  audioUrl: z.string(),
  duration: z.number().int().nullable(),
});
export type MusicTrack = z.infer<typeof musicTrackSchema>;

export const followResultSchema = artistSchema
  .pick({ followers: true, following: true, totalLikes: true, profileViews: true })
  .extend({ isFollowing: z.boolean() });
export type FollowResult = z.infer<typeof followResultSchema>;

export const likeResultSchema = z.object({ liked: z.boolean(), likes: z.number().int() });
export type LikeResult = z.infer<typeof likeResultSchema>;

export const artistMessageSchema = z.object({
  message: z
    .string({ error: `Message must be at least ${ARTIST_MESSAGE_MIN} characters` })
    .trim()
    .min(ARTIST_MESSAGE_MIN, `Message must be at least ${ARTIST_MESSAGE_MIN} characters`)
    .max(ARTIST_MESSAGE_MAX, `Message must be at most ${ARTIST_MESSAGE_MAX} characters`),
});
export type ArtistMessageInput = z.input<typeof artistMessageSchema>;

/** The "Submit Artist Write-Up" form, with the messages of spec 001 section 5. */
export const artistWriteupFormSchema = z.object({
  artistId: z.string({ error: 'Artist selection required' }).trim().min(1, 'Artist selection required').max(100),
  title: z
    .string({ error: 'Title must be at least 5 characters' })
    .trim()
    .min(5, 'Title must be at least 5 characters')
    .max(255, 'Title must be at most 255 characters'),
  content: z
    .string({ error: 'Write-up must be at least 100 characters' })
    .trim()
    .min(100, 'Write-up must be at least 100 characters')
    .max(20_000, 'Write-up must be at most 20000 characters'),
  /** Comma separated, optional. */
  tags: z.string().trim().max(500, 'Tags must be at most 500 characters').optional().nullable(),
  authorName: z
    .string({ error: 'Author name required' })
    .trim()
    .min(2, 'Author name required')
    .max(200, 'Author name required'),
  authorEmail: z
    .string({ error: 'Valid email required' })
    .trim()
    .max(254, 'Valid email required')
    .pipe(z.email('Valid email required'))
    .transform((e) => e.toLowerCase()),
});
export type ArtistWriteupFormInput = z.input<typeof artistWriteupFormSchema>;

/** A published write-up; the author's e-mail never leaves the server. */
export const artistWriteupSchema = z.object({
  id: z.string(),
  artistId: z.string(),
  artistName: z.string(),
  title: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  content: z.string(),
  tags: z.string().nullable(),
});
export type ArtistWriteup = z.infer<typeof artistWriteupSchema>;

export const radioStationSchema = z.object({
  id: z.enum(RADIO_STATION_IDS),
  name: z.string(),
  description: z.string(),
  url: z.string(),
}) satisfies z.ZodType<RadioStation>;

/** Staff only: link the profile to an account by its e-mail (null unlinks), publish the contact address. */
export const artistAdminUpdateSchema = z.object({
  ownerEmail: z
    .string()
    .trim()
    .pipe(z.email('Please enter a valid e-mail address.'))
    .transform((e) => e.toLowerCase())
    .nullable()
    .optional(),
  emailIsPublic: z.boolean().optional(),
});
export type ArtistAdminUpdateInput = z.input<typeof artistAdminUpdateSchema>;
