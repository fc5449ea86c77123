/**
 * Every page route of the site (both spec documents plus the pages a real site needs).
 * The client's route table and the server's 404 status for unknown pages both read this list.
 */
export const PAGE_ROUTES = [
  '/',
  '/articles',
  '/articles/:id',
  '/businesses',
  '/businesses/:id',
  '/events',
  '/events/:id',
  '/artists',
  '/artist/:id',
  '/sports',
  '/sports/:id',
  '/fashion',
  '/marketplace',
  '/resources',
  '/spotlights',
  '/submit',
  '/subscribe',
  '/vent-room',
  '/profile-setup',
  '/preferences',
  '/about',
  '/contact',
  '/admin/ads',
  '/ad-checkout',
  '/sign-in',
  '/reset-password',
  '/verify-email',
  '/account',
  '/newsletter',
  '/newsletter/:id',
  '/admin/newsletter',
  '/admin/messages',
  '/search',
  '/admin',
  '/admin/content/:kind',
  '/admin/content/:kind/:id',
  '/admin/categories',
  '/admin/media',
  '/admin/users',
  '/admin/audit',
  '/admin/social',
  '/admin/settings',
  '/account/submissions',
  '/admin/review',
  '/admin/payouts',
  '/admin/payouts/rates',
  '/account/earnings',
  '/account/saved',
  '/advertise',
  '/account/ads',
] as const;

function toRegExp(route: string): RegExp {
  const pattern = route
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}/?$`);
}

const matchers = PAGE_ROUTES.map(toRegExp);

/** True when a path (without query) is one of the site's pages. */
export function isPageRoute(pathname: string): boolean {
  return matchers.some((m) => m.test(pathname));
}

/** The route pattern a path (without query) matches, e.g. "/articles/:id", or undefined. */
export function matchPageRoute(pathname: string): (typeof PAGE_ROUTES)[number] | undefined {
  const index = matchers.findIndex((m) => m.test(pathname));
  return index === -1 ? undefined : PAGE_ROUTES[index];
}
