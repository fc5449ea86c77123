import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchPage, withQuery, type ListPage } from './fetch-json';

/** Cards fetched per "Load more": divisible by the 2, 3 and 4 columns the grids use. */
export const PAGE_SIZE = 24;

type Params = Record<string, string | undefined>;

/**
 * A public list read page by page with `limit` and `offset`, so a city with 100,000 articles
 * sends the browser 24 at a time. The key is [path, filters]: invalidating [path] refreshes it.
 */
export function usePagedList<T>(path: string, params: Params = {}) {
  const query = useInfiniteQuery({
    queryKey: [path, { ...params, paged: true }],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => fetchPage<T>(withQuery(path, { ...params, limit: PAGE_SIZE, offset: pageParam })),
    getNextPageParam: (last: ListPage<T>, pages: ListPage<T>[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return {
    items,
    total: query.data?.pages.at(-1)?.total ?? 0,
    // Spec 000 section 8: a list that fails shows its empty state, not an error.
    isLoading: query.isPending && !query.isError,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
