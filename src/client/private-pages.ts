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
  '/admin/newsletter': () => import('./features/admin-newsletter/AdminNewsletterPage'),
  '/admin/messages': () => import('./features/admin-messages/AdminMessagesPage'),
  // The staff area: its own chunks, never fetched by a reader.
  '/admin': () => import('./features/newsroom/DashboardPage'),
  '/admin/content/:kind': () => import('./features/newsroom/ContentListPage'),
  // One route for "new" and existing items, so saving a new item keeps the editor mounted.
  '/admin/content/:kind/:id': () => import('./features/newsroom/ContentEditPage'),
  '/admin/categories': () => import('./features/newsroom/CategoriesPage'),
  '/admin/media': () => import('./features/media/MediaLibraryPage'),
  '/admin/users': () => import('./features/admin-users/UsersPage'),
  '/admin/audit': () => import('./features/admin-audit/AuditPage'),
  '/admin/social': () => import('./features/admin-social/SocialDeskPage'),
  '/admin/settings': () => import('./features/admin-settings/SettingsPage'),
  '/account/submissions': () => import('./features/my-submissions/MySubmissionsPage'),
  '/admin/review': () => import('./features/admin-review/ReviewDeskPage'),
  '/admin/payouts': () => import('./features/admin-payouts/PayoutsPage'),
  '/admin/payouts/rates': () => import('./features/admin-payouts/RatesPage'),
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
