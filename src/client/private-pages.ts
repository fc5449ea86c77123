/**
 * The pages only the browser draws (src/shared/seo.ts: the staff area, accounts, sign-in and the
 * forms), loaded on demand through this table
 * (src/client/routes.tsx): the code every reader downloads first names this one chunk instead of
 * each page. A private route added to src/shared/routes.ts fails the type check
 * until it has a page here.
 */
import type { ComponentType } from 'react';
import type { PAGE_ROUTES } from '../shared/routes';
import type { PrivatePath } from '../shared/seo';

type PrivateRoute = Extract<(typeof PAGE_ROUTES)[number], PrivatePath>;

export const PRIVATE_PAGES: Record<PrivateRoute, () => Promise<{ default: ComponentType }>> = {
  '/admin/ads': () => import('./features/ad-campaigns/AdminAdsPage'),
  '/account': () => import('./features/account/AccountPage'),
  '/admin/newsletter': () => import('./features/newsroom/newsletter/AdminNewsletterPage'),
  '/admin/messages': () => import('./features/newsroom/messages/AdminMessagesPage'),
  // The staff area: its own chunks, never fetched by a reader.
  '/admin': () => import('./features/newsroom/content/DashboardPage'),
  '/admin/content/:kind': () => import('./features/newsroom/content/ContentListPage'),
  // One route for "new" and existing items, so saving a new item keeps the editor mounted.
  '/admin/content/:kind/:id': () => import('./features/newsroom/content/ContentEditPage'),
  '/admin/categories': () => import('./features/newsroom/content/CategoriesPage'),
  '/admin/media': () => import('./features/newsroom/media/MediaLibraryPage'),
  '/admin/users': () => import('./features/newsroom/users/UsersPage'),
  '/admin/audit': () => import('./features/newsroom/audit/AuditPage'),
  '/admin/social': () => import('./features/newsroom/social/SocialDeskPage'),
  '/admin/settings': () => import('./features/newsroom/settings/SettingsPage'),
  '/account/submissions': () => import('./features/my-submissions/MySubmissionsPage'),
  '/admin/review': () => import('./features/newsroom/review/ReviewDeskPage'),
  '/admin/payouts': () => import('./features/newsroom/payouts/PayoutsPage'),
  '/admin/payouts/rates': () => import('./features/newsroom/payouts/RatesPage'),
  '/account/earnings': () => import('./features/earnings/EarningsPage'),
  '/account/saved': () => import('./features/saved/SavedPage'),
  '/account/ads': () => import('./features/ad-campaigns/MyAdsPage'),
  '/submit': () => import('./features/submissions/SubmitPage'),
  '/subscribe': () => import('./features/subscribe/SubscribePage'),
  '/profile-setup': () => import('./features/profile-setup/ProfileSetupPage'),
  '/preferences': () => import('./features/preferences/PreferencesPage'),
  '/ad-checkout': () => import('./features/ad-checkout/AdCheckoutPage'),
  '/sign-in': () => import('./features/auth/SignInPage'),
  '/reset-password': () => import('./features/auth/ResetPasswordPage'),
  '/verify-email': () => import('./features/auth/VerifyEmailPage'),
};
