/**
 * The title and description of each listing and information page: the page's heading shows the title,
 * and the server writes both into the rendered page's <head>, so the tab's title never changes as the
 * page comes to life.
 */
export const PAGE_TITLES = {
  '/articles': {
    title: 'All Articles',
    description: 'The latest local stories, news and features from our five cities.',
  },
  '/businesses': {
    title: 'Local Business Directory',
    description: 'Independent shops, restaurants and services run by your neighbors.',
  },
  '/events': { title: 'Community Events', description: 'What is on in town: concerts, markets, meetups and more.' },
  '/artists': {
    title: 'Local Artists & Music',
    description: 'Musicians, painters, photographers and makers from our cities.',
  },
  '/sports': {
    title: 'Sports Central',
    description: 'Scores, schedules and stories from school, amateur and pro teams.',
  },
  '/fashion': { title: 'Local Fashion', description: 'Local designers, boutiques and street style.' },
  '/marketplace': { title: 'Deals & Coupons', description: 'Coupons and offers from local businesses.' },
  '/resources': {
    title: 'Community Resources',
    description: 'Help lines, shelters, food banks and services near you.',
  },
  '/spotlights': {
    title: 'Community Spotlights',
    description: 'Local heroes, small businesses, artists and community leaders our readers nominated.',
  },
  '/vent-room': { title: 'Vent Room', description: 'A moderated place to talk about what matters in your city.' },
  '/newsletter': { title: 'Newsletter Archive', description: 'Every weekly edition we have sent, city by city.' },
  '/about': { title: 'About Us', description: 'Who we are: a magazine by locals, for locals, since 2020.' },
  '/contact': { title: 'Contact Us', description: 'Send us a tip, a question or a hello. We read every message.' },
  '/submit': { title: 'Submit Content', description: 'Send us your news, photos, events and nominations.' },
  '/subscribe': { title: 'Membership', description: 'Support local journalism with a membership.' },
  '/search': { title: 'Search', description: 'Search stories, businesses, events, artists and more.' },
} as const satisfies Record<string, { title: string; description: string }>;

export type TitledPage = keyof typeof PAGE_TITLES;

/** The search page's title names the words searched for. */
export const searchTitle = (q: string) => (q ? `Search: ${q}` : PAGE_TITLES['/search'].title);
