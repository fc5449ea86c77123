import { lazy } from 'react';
import { Boundary, useServerOrHydrating } from '../../lib/ssr';
import type { CommentsProps } from './CommentsSection';

const CommentsSection = lazy(() => import('./CommentsSection'));

/**
 * A story's comments, in their own chunk loaded once the page is drawn in the browser: neither the
 * server's HTML nor the first paint waits for them, and no page's first code carries them.
 */
export function Comments(props: CommentsProps) {
  const early = useServerOrHydrating();
  const placeholder = <div className="min-h-24" aria-hidden="true" />;
  if (early) return placeholder;
  return (
    <Boundary fallback={placeholder}>
      <CommentsSection {...props} />
    </Boundary>
  );
}
