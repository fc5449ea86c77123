import { useQuery } from '@tanstack/react-query';
import type { City } from '../../../shared/cities';
import type { Article, ArticleSummary } from '../../../shared/magazine';
import { fetchOptional, fetchPage, withQuery } from '../list-fetch';

/**
 * Query keys start with the API path, so invalidating ['/api/articles'] refreshes every list and
 * story. Detail keys join to their URL and use the default query function.
 */
export const ARTICLES_PATH = '/api/articles';
export const articleKeys = {
  all: [ARTICLES_PATH] as const,
  list: (params: { city?: City; category?: string; limit: number }) => [ARTICLES_PATH, params] as const,
  featured: (city: City) => ['/api/articles/featured', { city }] as const,
  detail: (id: string) => [ARTICLES_PATH, id] as const,
};

/** The first `limit` stories, newest first (home page, related stories). */
export function useArticleList(params: { city?: City; category?: string; limit: number }) {
  return useQuery({
    queryKey: articleKeys.list(params),
    queryFn: () => fetchPage<ArticleSummary>(withQuery(ARTICLES_PATH, params)).then((page) => page.items),
  });
}

/** The city's cover story; null when there is none (the API answers 404). */
export function useFeaturedArticle(city: City) {
  return useQuery({
    queryKey: articleKeys.featured(city),
    queryFn: () => fetchOptional<ArticleSummary>(withQuery('/api/articles/featured', { city })),
  });
}

export function useArticle(id: string) {
  return useQuery({
    queryKey: articleKeys.detail(id),
    queryFn: () => fetchOptional<Article>(`${ARTICLES_PATH}/${encodeURIComponent(id)}`),
  });
}
