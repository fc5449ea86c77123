import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchPage, withQuery, type ListPage } from '../list-fetch';

/** Cards fetched per "Load more": divisible by the 2, 3 and 4 columns the grids use. */
export const PAGE_SIZE = 24;

type Params = Record<string, string | undefined>;

/** Where the next page starts: an offset, or the cursor the list gave (its last item). */
type PageParam = number | { cursor: string };

/** The next page after `pages`, or undefined at the end of the list. */
function nextPageParam<T>(last: ListPage<T>, pages: ListPage<T>[]): PageParam | undefined {
  if (last.items.length === 0 || last.hasMore === false) return undefined;
  // The cursor costs the database the same on page 500 as on page 1; an offset reads every skipped row.
  if (last.nextCursor) return { cursor: last.nextCursor };
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  // The total is capped (X-Total-Count says 10,000 for a bigger list): "more follow" outranks it.
  return last.hasMore || loaded < last.total ? loaded : undefined;
}

/**
 * A public list read page by page (`limit`, then `cursor` where the list offers one, else `offset`),
 * so a city with 100,000 articles sends the browser 24 at a time and "Load more" reaches the last.
 * The key is [path, filters]: invalidating [path] refreshes it.
 */
export function usePagedList<T>(path: string, params: Params = {}) {
  const query = useInfiniteQuery({
    queryKey: [path, { ...params, paged: true }],
    initialPageParam: 0 as PageParam,
    queryFn: ({ pageParam }) =>
      fetchPage<T>(
        withQuery(path, {
          ...params,
          limit: PAGE_SIZE,
          ...(typeof pageParam === 'number' ? { offset: pageParam } : { cursor: pageParam.cursor }),
        }),
      ),
    getNextPageParam: nextPageParam<T>,
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
    /** Set when the list failed to load: asks for it again (the empty state's "Try Again"). */
    retry: query.isError ? () => void query.refetch() : undefined,
  };
}
