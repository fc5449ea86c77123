import type { VentPostContent } from './types';

/** Vent room threads for New York City, including the one post and one comment still in moderation. */
export const nycVents: readonly VentPostContent[] = [
  {
    title: 'The subway elevator at my station has been broken for a month',
    city: 'nyc',
    content:
      'My mother uses a walker and cannot use the stairs at our stop in Washington Heights. The sign says "out of service" with no return date.',
    authorName: 'Carmen Rodriguez',
    tags: 'subway, accessibility, elevators',
    hoursAgo: 26,
    comments: [
      {
        content:
          'The transit accessibility status page lists planned return dates, sometimes more accurate than the sign.',
        authorName: 'David Kim',
        hoursAgo: 24,
      },
      {
        content: 'Our community board got ours fixed after a letter campaign. Happy to share the template.',
        authorName: 'Rachel Green',
        hoursAgo: 20,
      },
    ],
  },
  {
    title: 'Construction noise starting at 6 a.m.',
    city: 'nyc',
    content:
      'The new tower on our block in Bushwick starts jackhammering at 6. The permit says 7. I have a newborn and I am losing my mind.',
    authorName: 'Ben Harris',
    isAnonymous: true,
    tags: 'construction, noise, Bushwick',
    hoursAgo: 48,
    comments: [
      {
        content: 'Report it to 311 each time, with a video. Repeated complaints trigger an inspection.',
        authorName: 'Maya Cohen',
        hoursAgo: 46,
      },
      {
        content: 'Same on my block in Greenpoint. Solidarity, and earplugs.',
        authorName: 'Sam Ortiz',
        isAnonymous: true,
        hoursAgo: 44,
      },
    ],
  },
  {
    title: 'Laundromat prices went up again',
    city: 'nyc',
    content:
      'A double load is now $9.50 at my laundromat in Jackson Heights. For a family of five that is real money every week.',
    authorName: 'Anjali Mehta',
    tags: 'cost of living, laundry, Queens',
    hoursAgo: 130,
    comments: [
      {
        content: 'The place on 37th Avenue does Tuesday discounts, 20 percent off before noon.',
        authorName: 'Victor Reyes',
        hoursAgo: 125,
      },
      {
        content: 'Unpopular opinion: they are paying higher rent too. Everyone is squeezed.',
        authorName: 'Laura Chen',
        hoursAgo: 120,
      },
      {
        content: 'The discount in the deals section helped a little.',
        authorName: 'Omar Farouk',
        status: 'pending',
        hoursAgo: 2,
      },
    ],
  },
  {
    title: 'My landlord will not fix the heat',
    city: 'nyc',
    content: 'This post is still waiting for a moderator and must not appear in the list.',
    authorName: 'Pending Poster',
    status: 'pending',
    tags: 'heat, landlord',
    hoursAgo: 1,
    comments: [],
  },
];
