import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { CITY_LABELS, isCity } from '../../shared/cities';
import { SITE_DESCRIPTION, SITE_NAME, pageTitle } from '../../shared/seo';
import { PAGE_TITLES, searchTitle } from '../../shared/page-titles';
import { shareImageUrl } from '../../shared/newsroom/images';
import { absolute, breadcrumbs, cityFeed, type Crumb, type PageHead } from './head-parts';
import { DETAIL_PAGES } from './detail-heads';

export type { PageHead };

interface HeadInput {
  pathname: string;
  search: URLSearchParams;
  origin: string;
  queryClient: QueryClient;
}

const LIST_PAGES: Record<string, { title: string; description: string }> = PAGE_TITLES;

/** The query's data, `null` for "the API answered 404", undefined when it was never loaded. */
function itemOf<T>(queryClient: QueryClient, key: QueryKey): T | null | undefined {
  const state = queryClient.getQueryState<T | null>(key);
  if (!state) return undefined;
  if (state.status === 'error') return /^404:/.test(String(state.error?.message)) ? null : undefined;
  return state.data ?? null;
}

const notFoundHead = (canonicalPath: string): PageHead => ({
  status: 404,
  title: pageTitle('Page Not Found'),
  description: SITE_DESCRIPTION,
  canonicalPath,
  ogType: 'website',
  jsonLd: [],
  feeds: [],
});

/**
 * The <head> of a rendered page, read from the same query cache the page rendered from, so the
 * title and tags always describe what the visitor sees. `known` says whether the path is a page.
 */
export function pageHead(input: HeadInput & { known: boolean }): PageHead {
  const { pathname, search, origin, queryClient } = input;
  const path = pathname.replace(/\/+$/, '') || '/';
  if (!input.known) return notFoundHead(path);
  const allFeeds = [{ title: SITE_NAME, href: '/rss.xml' }];
  const city = search.get('city') ?? undefined;

  for (const [prefix, page] of Object.entries(DETAIL_PAGES)) {
    if (!path.startsWith(prefix)) continue;
    const id = decodeURIComponent(path.slice(prefix.length));
    if (!id || id.includes('/')) continue;
    const item = itemOf<never>(queryClient, page.key(id));
    if (item === null) return notFoundHead(path);
    if (item === undefined) break;
    const head = page.head(item, origin, path);
    const crumbs: Crumb[] = [{ name: 'Home', path: '/' }, page.list, { name: head.title.replace(/ — .*$/, ''), path }];
    return {
      status: 200,
      canonicalPath: path,
      ...head,
      feeds: [...(head.feeds ?? []), ...allFeeds],
      jsonLd: [...head.jsonLd, breadcrumbs(origin, crumbs)],
    };
  }

  if (path === '/') {
    const cityLabel = city && isCity(city) ? CITY_LABELS[city] : undefined;
    // The featured story's picture is the front page's largest paint: preloaded first thing.
    const featured = queryClient
      .getQueryCache()
      .findAll({ queryKey: ['/api/articles/featured'] })
      .map((query) => query.state.data as { imageUrl?: string | null } | null | undefined)
      .find((story) => story?.imageUrl);
    return {
      status: 200,
      heroImage: featured?.imageUrl ?? null,
      // A shared link to the front page shows its cover story's picture.
      image: absolute(origin, shareImageUrl(featured?.imageUrl)),
      title: cityLabel ? pageTitle(`The ${cityLabel} Edition`) : SITE_NAME,
      description: SITE_DESCRIPTION,
      canonicalPath: cityLabel ? `/?city=${city}` : '/',
      ogType: 'website',
      feeds: [...cityFeed(city), ...allFeeds],
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SITE_NAME,
          url: origin,
          potentialAction: {
            '@type': 'SearchAction',
            target: `${origin}/search?q={search_term_string}`,
            'query-input': 'required name=search_term_string',
          },
        },
      ],
    };
  }

  const list = LIST_PAGES[path];
  const title = path === '/search' ? searchTitle(search.get('q')?.trim() ?? '') : (list?.title ?? SITE_NAME);
  return {
    status: 200,
    title: pageTitle(title),
    description: list?.description ?? SITE_DESCRIPTION,
    canonicalPath: path,
    ogType: 'website',
    feeds: allFeeds,
    jsonLd: list
      ? [
          breadcrumbs(origin, [
            { name: 'Home', path: '/' },
            { name: title, path },
          ]),
        ]
      : [],
  };
}
