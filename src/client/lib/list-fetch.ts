import { HAS_MORE_HEADER, NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '../../shared/list-header';
import { apiRequest, readError } from './api';

/** One page of a public list: the items and how many match in all (for "Load more"). */
export interface ListPage<T> {
  items: T[];
  /** Counted up to a cap (10,000): a bigger list says the cap. */
  total: number;
  /** Whether more follow, when the list says so (X-Has-More). */
  hasMore?: boolean;
  /** The next page's `cursor`, when the list offers one (X-Next-Cursor). */
  nextCursor?: string;
}

/** Builds "/api/x?city=a&limit=6", leaving out empty values so URLs stay short and cacheable. */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** GETs a list; the total comes from the X-Total-Count header (the items' count if it is absent). */
export async function fetchPage<T>(url: string): Promise<ListPage<T>> {
  const res = await apiRequest('GET', url);
  const items = (await res.json()) as T[];
  const total = Number(res.headers.get(TOTAL_COUNT_HEADER));
  const hasMore = res.headers.get(HAS_MORE_HEADER);
  const nextCursor = res.headers.get(NEXT_CURSOR_HEADER);
  return {
    items,
    total: Number.isFinite(total) && res.headers.has(TOTAL_COUNT_HEADER) ? total : items.length,
    ...(hasMore === 'true' || hasMore === 'false' ? { hasMore: hasMore === 'true' } : {}),
    ...(nextCursor ? { nextCursor } : {}),
  };
}

/**
 * GETs one thing that may not exist: the API answers 404 for "no featured article / spotlight
 * right now", which the page shows as its empty state rather than as an error.
 */
export async function fetchOptional<T>(url: string): Promise<T | null> {
  try {
    const res = await apiRequest('GET', url);
    return (await res.json()) as T;
  } catch (error) {
    if (readError(error).status === 404) return null;
    throw error;
  }
}
