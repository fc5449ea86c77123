import { lazy as reactLazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PAGE_ROUTES } from '../shared/routes';
import { isPrivatePath, type PrivatePath } from '../shared/seo';

type PageRoute = (typeof PAGE_ROUTES)[number];

const loaders = new WeakMap<object, () => Promise<unknown>>();

/** React.lazy that remembers its loader, so a server-rendered page's code can load before hydration. */
function lazy<T extends ComponentType>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  const component = reactLazy(load);
  loaders.set(component, load);
  return component;
}

/** Loads a page's code (resolves at once for a page that is not lazy). */
export async function preloadPage(page: object): Promise<void> {
  await loaders.get(page)?.();
}

/** Pages only the browser draws (src/shared/seo.ts): the staff area, accounts, sign-in and the forms. */
type PrivateRoute = Extract<PageRoute, PrivatePath>;
const isPrivateRoute = (path: PageRoute): path is PrivateRoute => isPrivatePath(path);

/**
 * A page the browser alone draws. Their loaders live in a table of their own (private-pages.ts), so the
 * code every reader downloads first names one chunk for all of them instead of one per page.
 */
const privatePage = (path: PrivateRoute) =>
  lazy(() => import('./private-pages').then((table) => table.PRIVATE_PAGES[path]()));

/** The public pages, one lazily loaded page per route of src/shared/routes.ts. */
const PUBLIC_PAGES: Record<Exclude<PageRoute, PrivateRoute>, LazyExoticComponent<ComponentType>> = {
  '/': lazy(() => import('./features/home/HomePage')),
  '/articles': lazy(() => import('./features/articles/ArticlesPage')),
  '/articles/:id': lazy(() => import('./features/articles/ArticleDetailPage')),
  '/businesses': lazy(() => import('./features/businesses/BusinessesPage')),
  '/businesses/:id': lazy(() => import('./features/businesses/BusinessDetailPage')),
  '/events': lazy(() => import('./features/events/EventsPage')),
  '/events/:id': lazy(() => import('./features/events/EventDetailPage')),
  '/artists': lazy(() => import('./features/artists/ArtistsPage')),
  '/artist/:id': lazy(() => import('./features/artists/ArtistProfilePage')),
  '/sports': lazy(() => import('./features/sports/SportsPage')),
  '/sports/:id': lazy(() => import('./features/sports/SportsStoryPage')),
  '/fashion': lazy(() => import('./features/fashion/FashionPage')),
  '/marketplace': lazy(() => import('./features/deals/MarketplacePage')),
  '/resources': lazy(() => import('./features/resources/ResourcesPage')),
  '/spotlights': lazy(() => import('./features/spotlights/SpotlightsPage')),
  '/vent-room': lazy(() => import('./features/vent-room/VentRoomPage')),
  '/about': lazy(() => import('./features/about/AboutPage')),
  '/contact': lazy(() => import('./features/contact/ContactPage')),
  '/newsletter': lazy(() => import('./features/newsletter/NewsletterArchivePage')),
  '/newsletter/:id': lazy(() => import('./features/newsletter/EditionPage')),
  '/search': lazy(() => import('./features/search/SearchPage')),
  '/advertise': lazy(() => import('./features/ad-campaigns/AdvertisePage')),
};

/**
 * Every route's page. A route added to src/shared/routes.ts fails the type check until it has a page
 * here or, for a private path (src/shared/seo.ts), in private-pages.ts.
 */
export const PAGES = Object.fromEntries(
  PAGE_ROUTES.map((path) => [path, isPrivateRoute(path) ? privatePage(path) : PUBLIC_PAGES[path]]),
) as Record<PageRoute, LazyExoticComponent<ComponentType>>;

export const NotFoundPage = lazy(() => import('./components/layout/NotFound'));
