import { lazy as reactLazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PAGE_ROUTES } from '../shared/routes';

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

/**
 * One lazily loaded page per route of src/shared/routes.ts. Typed as a Record so a route added
 * there fails the type check until it has a page here.
 */
export const PAGES: Record<PageRoute, LazyExoticComponent<ComponentType>> = {
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
  '/submit': lazy(() => import('./features/submissions/SubmitPage')),
  '/subscribe': lazy(() => import('./features/subscribe/SubscribePage')),
  '/vent-room': lazy(() => import('./features/vent-room/VentRoomPage')),
  '/profile-setup': lazy(() => import('./features/profile-setup/ProfileSetupPage')),
  '/preferences': lazy(() => import('./features/preferences/PreferencesPage')),
  '/about': lazy(() => import('./features/about/AboutPage')),
  '/contact': lazy(() => import('./features/contact/ContactPage')),
  '/admin/ads': lazy(() => import('./features/ad-campaigns/AdminAdsPage')),
  '/ad-checkout': lazy(() => import('./features/ad-checkout/AdCheckoutPage')),
  '/sign-in': lazy(() => import('./features/auth/SignInPage')),
  '/reset-password': lazy(() => import('./features/auth/ResetPasswordPage')),
  '/verify-email': lazy(() => import('./features/auth/VerifyEmailPage')),
  '/account': lazy(() => import('./features/account/AccountPage')),
  '/newsletter': lazy(() => import('./features/newsletter/NewsletterArchivePage')),
  '/newsletter/:id': lazy(() => import('./features/newsletter/EditionPage')),
  '/admin/newsletter': lazy(() => import('./features/admin-newsletter/AdminNewsletterPage')),
  '/admin/messages': lazy(() => import('./features/admin-messages/AdminMessagesPage')),
  '/search': lazy(() => import('./features/search/SearchPage')),
  // The staff area: its own chunks, never fetched by a reader.
  '/admin': lazy(() => import('./features/newsroom/DashboardPage')),
  '/admin/content/:kind': lazy(() => import('./features/newsroom/ContentListPage')),
  // One route for "new" and existing items, so saving a new item keeps the editor mounted.
  '/admin/content/:kind/:id': lazy(() => import('./features/newsroom/ContentEditPage')),
  '/admin/categories': lazy(() => import('./features/newsroom/CategoriesPage')),
  '/admin/media': lazy(() => import('./features/media/MediaLibraryPage')),
  '/admin/users': lazy(() => import('./features/admin-users/UsersPage')),
  '/admin/audit': lazy(() => import('./features/admin-audit/AuditPage')),
  '/admin/social': lazy(() => import('./features/admin-social/SocialDeskPage')),
  '/admin/settings': lazy(() => import('./features/admin-settings/SettingsPage')),
  '/account/submissions': lazy(() => import('./features/my-submissions/MySubmissionsPage')),
  '/admin/review': lazy(() => import('./features/admin-review/ReviewDeskPage')),
  '/admin/payouts': lazy(() => import('./features/admin-payouts/PayoutsPage')),
  '/admin/payouts/rates': lazy(() => import('./features/admin-payouts/RatesPage')),
  '/account/earnings': lazy(() => import('./features/earnings/EarningsPage')),
  '/advertise': lazy(() => import('./features/ad-campaigns/AdvertisePage')),
  '/account/ads': lazy(() => import('./features/ad-campaigns/MyAdsPage')),
};

export const NotFoundPage = lazy(() => import('./components/layout/NotFound'));
