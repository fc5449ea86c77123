/**
 * The premium carousel's four slides. The spec's claims (spec 000 "Advertising": "200+ local
 * businesses featured", "updated daily") are made only when the database bears them out.
 */
export interface PremiumSlide {
  kicker: string;
  title: string;
  text: string;
  ctaText: string;
  href: string;
  background: string;
}

/** What the carousel may claim: the directory's size and whether a story came out in the last two days. */
export interface SiteFigures {
  businesses: number | undefined;
  updatedDaily: boolean | undefined;
}

function businessesTitle(count: number | undefined): string {
  if (count === undefined) return 'Local businesses featured';
  if (count >= 200) return '200+ local businesses featured';
  if (count === 0) return 'Be the first local business featured';
  return `${count} local ${count === 1 ? 'business' : 'businesses'} featured`;
}

export function premiumSlides({ businesses, updatedDaily }: SiteFigures): PremiumSlide[] {
  const [placement, stories, ...rest] = PREMIUM_SLIDES;
  return [
    { ...placement!, title: businessesTitle(businesses) },
    updatedDaily === false
      ? {
          ...stories!,
          title: 'Local stories from five cities',
          text: 'News, features and events from five cities, written by the people who live there.',
        }
      : stories!,
    ...rest,
  ];
}

const PREMIUM_SLIDES: PremiumSlide[] = [
  {
    kicker: 'Premium placement',
    title: '200+ local businesses featured',
    text: 'Join the shops, studios and kitchens our readers already visit. Your listing, in front of your neighbors.',
    ctaText: 'Advertise With Us',
    href: '/advertise',
    background: 'linear-gradient(120deg, #7a1428, #9f1d35)',
  },
  {
    kicker: 'Fresh every morning',
    title: 'Local stories, updated daily',
    text: 'News, features and events from five cities, updated daily by the people who live there.',
    ctaText: 'Read the Latest',
    href: '/articles',
    background: 'linear-gradient(120deg, #1e3a8a, #1d4ed8)',
  },
  {
    kicker: 'Free to read',
    title: 'Browsing is always free',
    text: 'Read every story, listing and event for free. Membership is required to submit your own content: a free account lets you send stories, events and tips, and premium adds photo uploads.',
    ctaText: 'See Membership',
    href: '/subscribe',
    background: 'linear-gradient(120deg, #14532d, #166534)',
  },
  {
    kicker: 'Around town',
    title: 'Never miss what is on',
    text: 'Markets, concerts and meet-ups near you, all on one calendar.',
    ctaText: 'Browse Events',
    href: '/events',
    background: 'linear-gradient(120deg, #7c2d12, #b1440e)',
  },
];

/** Spec 000 section 9: the carousel moves on every 4 seconds. */
export const SLIDE_INTERVAL_MS = 4000;
