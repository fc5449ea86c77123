import { useEffect } from 'react';
import { useSiteSettings } from './site-settings';

/** Sets the tab title to "Page — <the site's name>" while the page is shown. */
export function usePageTitle(page: string): void {
  const { siteName } = useSiteSettings();
  useEffect(() => {
    document.title = `${page} — ${siteName}`;
  }, [page, siteName]);
}
