import { lazy, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../../lib/auth';
import { turnOnArrivedFonts } from '../../lib/fonts';
import { lazyWhenIdle } from '../../lib/idle';
import { useEditionFromPreferences } from '../../lib/use-city';
import { Header } from './Header';
import { Boundary } from '../../lib/ssr';

// Only for a signed-in account whose address is not verified yet: loaded for those alone.
const VerifyEmailBanner = lazy(() => import('./VerifyEmailBanner').then((m) => ({ default: m.VerifyEmailBanner })));

// Links and icons only: a server-rendered page shows the server's footer (plain links that work
// before any script) and React takes it over when the browser is idle.
const Footer = lazyWhenIdle(() => import('./Footer').then((m) => ({ default: m.Footer })));

// The sign-up form brings react-hook-form and zod: loaded when the browser is idle or the reader
// reaches for it (until then a server-rendered page shows the server's form).
const NewsletterSection = lazyWhenIdle(() =>
  import('./NewsletterSection').then((m) => ({ default: m.NewsletterSection })),
);

/** The verify-your-address banner, for those who need it (its own component: Layout never re-renders for the account). */
function VerifyEmailNotice() {
  const { user } = useAuth();
  if (!user || user.emailVerified) return null;
  return (
    <Boundary fallback={null}>
      <VerifyEmailBanner />
    </Boundary>
  );
}

// Created once: when Layout renders again (a new address) before these parts are React's, React
// sees the same elements and keeps the server's HTML, instead of showing the fallbacks meanwhile.
const newsletter = (
  <Boundary fallback={<div className="h-80 bg-brand" aria-hidden="true" />}>
    <NewsletterSection />
  </Boundary>
);
const footer = (
  <Boundary fallback={<div className="min-h-[28rem] bg-stone-900" aria-hidden="true" />}>
    <Footer />
  </Boundary>
);

/** Every page: skip link, sticky header, the page in <main>, newsletter sign-up (not for staff pages), footer. */
export function Layout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  useEditionFromPreferences();
  // A new page starts at its top, as a full page load would, and in the site's fonts once they are in.
  const firstPage = useRef(location);
  useEffect(() => {
    window.scrollTo?.(0, 0);
    if (location !== firstPage.current) turnOnArrivedFonts();
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
      <VerifyEmailNotice />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      {!isStaffArea && newsletter}
      {footer}
    </div>
  );
}
