/** Small pure helpers shared by the community seed: slugs, demo media addresses, dates, money. */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MAX_SLUG = 80;

/** Lowercase words joined by dashes, only [a-z0-9-], at most 80 characters (the media route's rule). */
export function slugify(...parts: string[]): string {
  return parts
    .join(' ')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG)
    .replace(/^-+|-+$/g, '');
}

export type MediaKind = 'artist' | 'gallery' | 'sports' | 'fashion' | 'deal' | 'resource' | 'avatar' | 'photo';

/** Demo pictures are drawn on request from the slug, so every seeded row gets its own. */
export const imageUrl = (kind: MediaKind, slug: string) => `/media/demo/${kind}/${slug}.svg`;
export const audioUrl = (slug: string) => `/media/demo/audio/${slug}.wav`;

/** Every seeded person gets a reserved example.com address, so no real inbox is ever written to. */
export const demoEmail = (name: string) => `${slugify(name).replace(/-/g, '.')}@example.com`;

export const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);
export const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * HOUR_MS);
/** A calendar date (YYYY-MM-DD), the shape of date columns. */
export const dateOnly = (d: Date) => d.toISOString().slice(0, 10);

/** numeric(10,2) columns take strings, so no cent is lost to floating point. */
export const money = (amount: number) => amount.toFixed(2);
/** The discounted price, rounded to the cent, so percent and prices always agree. */
export const discounted = (original: number, percent: number) => Math.round(original * (100 - percent)) / 100;

/** The status that makes a moderated row public, per table (what the list endpoints must filter on). */
export const PUBLIC_STATUS = { artistWriteup: 'approved', sportsStory: 'published', vent: 'approved' } as const;
