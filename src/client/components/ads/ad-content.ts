/** What an ad shows (spec 000 section 3, "Ad content"). */
export interface AdContent {
  title: string;
  description: string;
  ctaText: string;
  targetUrl: string;
  backgroundColor: string;
  imageUrl?: string | null;
}

export const AD_SIZES = ['leaderboard', 'rectangle', 'skyscraper', 'mobile', 'square'] as const;
export type AdSize = (typeof AD_SIZES)[number];

/** A dismissible mobile ad steps aside by itself after this long (spec 000 section 9). */
export const MOBILE_AD_HIDE_MS = 8000;

/**
 * The magazine's own house ads, shown until paid campaigns fill the slots. They point at our own
 * pages (spec 000: /contact, /businesses, /events, / and /artists); the colours are the theme's
 * darks so white text stays readable (WCAG AA).
 */
export const DEFAULT_ADS = {
  advertise: {
    title: 'Advertise With Us',
    description: 'Put your business in front of thousands of neighbors who read local every week.',
    ctaText: 'Get in Touch',
    targetUrl: '/contact',
    backgroundColor: '#7a1428',
  },
  directory: {
    title: 'Shop Local, Eat Local',
    description: 'Find the bakeries, bookshops and barbers on your own block in the business directory.',
    ctaText: 'Browse the Directory',
    targetUrl: '/businesses',
    backgroundColor: '#166534',
  },
  events: {
    title: "What's On This Weekend",
    description: 'Markets, concerts, cleanups and game nights: see what your neighbors are planning.',
    ctaText: 'See Events',
    targetUrl: '/events',
    backgroundColor: '#9a3412',
  },
  magazine: {
    title: 'By Locals, For Locals',
    description: 'News and stories from five cities, written by the people who live there.',
    ctaText: 'Read the Magazine',
    targetUrl: '/',
    backgroundColor: '#1c1917',
  },
  artists: {
    title: 'Meet Your Local Artists',
    description: 'Painters, musicians and photographers from around the corner, all in one place.',
    ctaText: 'Discover Artists',
    targetUrl: '/artists',
    backgroundColor: '#1e3a8a',
  },
} as const satisfies Record<string, AdContent>;
