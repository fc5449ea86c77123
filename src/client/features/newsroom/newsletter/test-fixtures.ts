import type { AdminEditionDetail, EditionCandidates } from '../../../../shared/newsletter';

/** Test data shaped like the staff API's answers. */
export const person = (role: 'admin' | 'member') => ({
  id: `u-${role}`,
  email: `${role}@example.com`,
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
  role,
  membershipType: 'free',
  membershipStatus: 'active',
  canUploadContent: false,
  hasPassword: true,
});

const article = (id: string, title: string) => ({
  id,
  title,
  excerpt: `${title} excerpt`,
  author: 'Sam Reporter',
  category: 'Local News',
  imageUrl: '/images/a.jpg',
  publishDate: '2026-11-18T12:00:00.000Z',
});

export const candidates: EditionCandidates = {
  articles: [article('a1', 'River trail reopens'), article('a2', 'New library hours')],
  events: [
    {
      id: 'e1',
      title: 'Winter market',
      description: 'Stalls',
      date: '2026-12-05',
      time: '10:00 AM',
      location: 'Public Market',
    },
  ],
  businesses: [
    {
      id: 'b1',
      name: 'Corner Bakery',
      category: 'Food & Dining',
      address: '1 Main St',
      description: 'Bread',
      imageUrl: '',
    },
  ],
  spotlights: [
    {
      id: 's1',
      type: 'local_hero',
      title: 'Coach of the year',
      featureName: 'Maria Lopez',
      description: 'Coaching',
      imageUrl: '',
    },
  ],
};

export function draftEdition(overrides: Partial<AdminEditionDetail> = {}): AdminEditionDetail {
  return {
    id: 'ed1',
    title: 'This Week in Rochester',
    subject: 'Your Rochester week',
    content: 'Hello neighbors.',
    city: 'rochester',
    status: 'draft',
    featuredArticles: ['a1'],
    featuredEvents: ['e1'],
    featuredBusinesses: [],
    featuredSpotlight: null,
    scheduledFor: null,
    sentAt: null,
    recipientCount: 0,
    openRate: null,
    clickRate: null,
    createdAt: '2026-11-19T14:00:00.000Z',
    picks: { articles: [candidates.articles[0]!], events: [candidates.events[0]!], businesses: [], spotlight: null },
    ...overrides,
  };
}

export const sentEdition = (): AdminEditionDetail =>
  draftEdition({
    id: 'ed0',
    title: 'Last Week in Rochester',
    status: 'sent',
    sentAt: '2026-11-12T15:00:00.000Z',
    recipientCount: 120,
    openRate: 42.5,
    clickRate: 8,
  });
