import type { City } from '../../../shared/cities';
import type { ArticleSummary } from '../../../shared/magazine';
import { usePagedList } from './use-paged-list';
import { ARTICLES_PATH } from './articles';

// Apart from ./articles: the front page reads those hooks, and this one brings the paged list's code
// (TanStack Query's infinite query) that only /articles needs.

/** Every story for /articles, 24 at a time, optionally narrowed by ?q= or ?category=. */
export function useAllArticles(filters: { q?: string; category?: string; city?: City }) {
  return usePagedList<ArticleSummary>(ARTICLES_PATH, filters);
}
