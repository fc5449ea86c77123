/**
 * Shapes of the hand-written demo content. They are deliberately independent of the Drizzle
 * schema: community.ts maps them to table rows, so a column rename touches one file only.
 * Image and audio slugs are derived from names by community.ts.
 */

/** Cities the artist directory filter offers (the five magazine cities plus two upstate ones). */
export type ArtistCity = 'rochester' | 'charlotte' | 'atlanta' | 'nyc' | 'buffalo' | 'syracuse' | 'albany';
export type SeedCity = 'rochester' | 'charlotte' | 'atlanta' | 'nyc' | 'buffalo';

export type Medium = 'Music' | 'Visual Arts' | 'Photography' | 'Writing' | 'Performance' | 'Digital Arts';

/** [title, description] */
export type GalleryEntry = readonly [string, string];
/** [title, genre or null (stored as "Original", the page's default), duration in seconds] */
export type TrackEntry = readonly [string, string | null, number];

export interface ArtistContent {
  slug: string;
  name: string;
  city: ArtistCity;
  medium: Medium;
  style: string;
  location: string;
  bio: string;
  email?: string;
  website?: string;
  phone?: string;
  isAvailable: boolean;
  profileViews: number;
  gallery: readonly GalleryEntry[];
  tracks: readonly TrackEntry[];
}

export interface WriteupContent {
  artistSlug: string;
  title: string;
  content: string;
  tags: string;
  authorName: string;
  authorEmail: string;
  status: 'approved' | 'pending';
  daysAgo: number;
}

export type Sport =
  | 'basketball'
  | 'football'
  | 'baseball'
  | 'soccer'
  | 'hockey'
  | 'tennis'
  | 'golf'
  | 'track'
  | 'swimming'
  | 'wrestling'
  | 'volleyball'
  | 'lacrosse'
  | 'softball'
  | 'other';
export type SportsCategory = 'news' | 'recap' | 'preview' | 'profile' | 'analysis';
export type League = 'high school' | 'college' | 'professional' | 'local' | 'youth';

export interface SportsContent {
  slug: string;
  title: string;
  city: SeedCity;
  sport: Sport;
  category: SportsCategory;
  league: League;
  team?: string;
  playerName?: string;
  content: string;
  /** Days from now; negative is in the past (recaps), positive upcoming (previews). */
  gameInDays?: number;
  location?: string;
  score?: string;
  season?: string;
  tags: string;
  authorName: string;
  isFeatured?: boolean;
  /** Days since publication; the one pending story has none. */
  publishedDaysAgo?: number;
}

export interface FashionContent {
  slug: string;
  title: string;
  city: SeedCity;
  brand?: string;
  designer?: string;
  category: string;
  description: string;
  style: string;
  season: string;
  priceRange: string;
  sizes: readonly string[];
  location: string;
  website?: string;
  tags: string;
}

export interface DealContent {
  slug: string;
  title: string;
  city: SeedCity;
  category: string;
  description: string;
  originalPrice: number;
  discountPercent: number;
  businessName: string;
  businessEmail: string;
  businessPhone?: string;
  businessAddress: string;
  website?: string;
  couponCode?: string;
  termsConditions?: string;
  /** Days from now until the deal ends; negative means already expired. */
  validForDays: number;
  isActive?: boolean;
  isFeatured?: boolean;
}

export interface ResourceContent {
  slug: string;
  name: string;
  city: SeedCity;
  category: string;
  description: string;
  address?: string;
  phone?: string;
  email?: string;
  website?: string;
  hours?: string;
  services?: string;
  isEmergency?: boolean;
}

export interface VentCommentContent {
  content: string;
  authorName: string;
  isAnonymous?: boolean;
  status?: 'approved' | 'pending';
  hoursAgo: number;
}

export interface VentPostContent {
  title: string;
  city: SeedCity;
  content: string;
  authorName: string;
  isAnonymous?: boolean;
  status?: 'approved' | 'pending';
  tags: string;
  hoursAgo: number;
  comments: readonly VentCommentContent[];
}
