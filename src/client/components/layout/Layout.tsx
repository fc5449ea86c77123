import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Footer } from './Footer';
import { Header } from './Header';
import { VerifyEmailBanner } from './VerifyEmailBanner';

// The sign-up form brings react-hook-form and zod; loading it apart keeps the first paint light.
const NewsletterSection = lazy(() => import('./NewsletterSection').then((m) => ({ default: m.NewsletterSection })));

/** Every page: skip link, sticky header, the page in <main>, newsletter sign-up (not for staff pages), footer. */
export function Layout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  // A new page starts at its top, as a full page load would.
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [location]);
  // The staff area is a workplace: no newsletter sign-up under the editor.
  const isStaffArea = location === '/admin' || location.startsWith('/admin/');
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header />
      <VerifyEmailBanner />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      {!isStaffArea && (
        <Suspense fallback={<div className="h-80 bg-brand" aria-hidden="true" />}>
          <NewsletterSection />
        </Suspense>
      )}
      <Footer />
    </div>
  );
}
