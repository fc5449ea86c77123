import { useEffect } from 'react';

export const SITE_NAME = 'By Locals, For Locals';

/** Sets the tab title to "Page — By Locals, For Locals" while the page is shown. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} — ${SITE_NAME}`;
  }, [page]);
}
