import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { CITY_LABELS, isCity } from '../../shared/cities';
import type { Artist } from '../../shared/artists';
import type { Article, Business, MagazineEvent } from '../../shared/magazine';
import type { PublicEdition } from '../../shared/newsletter';
import type { SportsItem } from '../../shared/sports';
import { SITE_DESCRIPTION, SITE_NAME, pageTitle } from '../../shared/seo';
import { PAGE_TITLES, searchTitle } from '../../shared/page-titles';
import { shareImageUrl } from '../../shared/newsroom/images';

/** Everything the <head> of one rendered page says about it. */
export interface PageHead {
  status: number;
  title: string;
  description: string;
  /** Path and query of the canonical address (the origin is added when written). */
  canonicalPath: string;
  image?: string | null;
  ogType: 'website' | 'article' | 'profile';
  jsonLd: Record<string, unknown>[];
  /** Feeds advertised with <link rel="alternate">. */
  feeds: { title: string; href: string }[];
  /** The hero picture, preloaded with high priority. */
  heroImage?: string | null;
}

interface HeadInput {
  pathname: string;
  search: URLSearchParams;
  origin: string;
  queryClient: QueryClient;
}

type Crumb = { name: string; path: string };

const LIST_PAGES: Record<string, { title: string; description: string }> = PAGE_TITLES;

const clip = (text: string, max = 200) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
};

/** The query's data, `null` for "the API answered 404", undefined when it was never loaded. */
function itemOf<T>(queryClient: QueryClient, key: QueryKey): T | null | undefined {
  const state = queryClient.getQueryState<T | null>(key);
  if (!state) return undefined;
  if (state.status === 'error') return /^404:/.test(String(state.error?.message)) ? null : undefined;
  return state.data ?? null;
}

function breadcrumbs(origin: string, crumbs: Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

const absolute = (origin: string, url: string | null | undefined) =>
  !url ? undefined : /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

const cityFeed = (city: string | undefined) =>
  city && isCity(city) ? [{ title: `${SITE_NAME}: ${CITY_LABELS[city]}`, href: `/rss/${city}.xml` }] : [];

const organization = (origin: string) => ({ '@type': 'Organization', name: SITE_NAME, url: origin });

/** A detail page: its item from the query cache, or the 404 page when the API had none. */
interface DetailPage<T> {
  key: (id: string) => QueryKey;
  list: Crumb;
  head: (
    item: T,
    origin: string,
    path: string,
  ) => Omit<PageHead, 'status' | 'canonicalPath' | 'feeds'> & { feeds?: PageHead['feeds'] };
}

const DETAIL_PAGES: Record<string, DetailPage<never>> = {
  '/articles/': {
    key: (id) => ['/api/articles', id],
    list: { name: PAGE_TITLES['/articles'].title, path: '/articles' },
    head: ((a: Article, origin: string, path: string) => ({
      title: pageTitle(a.title),
      description: clip(a.excerpt),
      image: absolute(origin, shareImageUrl(a.imageUrl)),
      heroImage: a.imageUrl,
      ogType: 'article',
      feeds: cityFeed(a.city),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: a.title,
          description: clip(a.excerpt),
          image: a.imageUrl ? [absolute(origin, a.imageUrl)] : undefined,
          datePublished: a.publishDate,
          author: [{ '@type': 'Person', name: a.author }],
          publisher: organization(origin),
          articleSection: a.category,
          mainEntityOfPage: `${origin}${path}`,
        },
      ],
    })) as DetailPage<never>['head'],
  },
  '/businesses/': {
    key: (id) => ['/api/businesses', id],
    list: { name: PAGE_TITLES['/businesses'].title, path: '/businesses' },
    head: ((b: Business, origin: string, path: string) => ({
      title: pageTitle(b.name),
      description: clip(b.description),
      image: absolute(origin, shareImageUrl(b.imageUrl)),
      heroImage: b.imageUrl,
      ogType: 'website',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'LocalBusiness',
          name: b.name,
          description: clip(b.description, 500),
          image: absolute(origin, b.imageUrl),
          address: {
            '@type': 'PostalAddress',
            streetAddress: b.address,
            addressLocality: cityName(b.city),
            addressCountry: 'US',
          },
          telephone: b.phone ?? undefined,
          email: b.email ?? undefined,
          url: b.website ?? `${origin}${path}`,
          openingHoursSpecification: openingHours(b.openingHours),
        },
      ],
    })) as DetailPage<never>['head'],
  },
  '/events/': {
    key: (id) => ['/api/events', id],
    list: { name: PAGE_TITLES['/events'].title, path: '/events' },
    head: ((e: MagazineEvent, origin: string, path: string) => ({
      title: pageTitle(e.title),
      description: clip(e.description),
      image: absolute(origin, shareImageUrl(e.imageUrl)),
      heroImage: e.imageUrl,
      ogType: 'website',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Event',
          name: e.title,
          description: clip(e.description, 500),
          startDate: e.startsAt ?? e.date,
          endDate: e.endsAt ?? undefined,
          eventStatus: 'https://schema.org/EventScheduled',
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          location: {
            '@type': 'Place',
            name: e.location,
            address: {
              '@type': 'PostalAddress',
              streetAddress: e.location,
              addressLocality: cityName(e.city),
              addressCountry: 'US',
            },
          },
          image: e.imageUrl ? [absolute(origin, e.imageUrl)] : undefined,
          organizer: organization(origin),
          url: `${origin}${path}`,
        },
      ],
    })) as DetailPage<never>['head'],
  },
  '/artist/': {
    key: (id) => ['/api/artists', id],
    list: { name: PAGE_TITLES['/artists'].title, path: '/artists' },
    head: ((a: Artist, origin: string, path: string) => ({
      title: pageTitle(`${a.name} · ${a.medium}`),
      description: clip(`${a.name}, ${a.medium.toLowerCase()} artist from ${cityName(a.city)}. ${a.bio}`),
      image: absolute(origin, shareImageUrl(a.imageUrl)),
      ogType: 'profile',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': a.medium === 'Music' ? 'MusicGroup' : 'Person',
          name: a.name,
          description: clip(a.bio, 500),
          image: absolute(origin, a.imageUrl),
          url: `${origin}${path}`,
          sameAs: [a.website, a.portfolioUrl].filter(Boolean),
          ...(a.medium === 'Music' ? { genre: a.medium } : { jobTitle: `${a.medium} artist` }),
          address: { '@type': 'PostalAddress', addressLocality: cityName(a.city), addressCountry: 'US' },
        },
      ],
    })) as DetailPage<never>['head'],
  },
  '/sports/': {
    key: (id) => ['/api/sports', id],
    list: { name: PAGE_TITLES['/sports'].title, path: '/sports' },
    head: ((s: SportsItem, origin: string, path: string) => ({
      title: pageTitle(s.title),
      description: clip(s.content),
      image: absolute(origin, shareImageUrl(s.imageUrl)),
      heroImage: s.imageUrl,
      ogType: 'article',
      feeds: cityFeed(s.city),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: s.title,
          description: clip(s.content),
          image: s.imageUrl ? [absolute(origin, s.imageUrl)] : undefined,
          datePublished: s.publishedAt ?? undefined,
          publisher: organization(origin),
          articleSection: 'Sports',
          mainEntityOfPage: `${origin}${path}`,
          about: {
            '@type': 'SportsEvent',
            name: s.team ? `${s.team}${s.score ? ` (${s.score})` : ''}` : s.title,
            sport: s.sport,
            startDate: s.gameDate ?? undefined,
            location: s.location
              ? {
                  '@type': 'Place',
                  name: s.location,
                  address: { '@type': 'PostalAddress', addressLocality: cityName(s.city), addressCountry: 'US' },
                }
              : undefined,
          },
        },
      ],
    })) as DetailPage<never>['head'],
  },
  '/newsletter/': {
    key: (id) => ['/api/newsletter/editions', id],
    list: { name: PAGE_TITLES['/newsletter'].title, path: '/newsletter' },
    head: ((e: PublicEdition) => ({
      title: pageTitle(e.title),
      description: clip(e.subject),
      ogType: 'article',
      feeds: cityFeed(e.city),
      jsonLd: [],
    })) as DetailPage<never>['head'],
  },
};

/** schema.org opening hours: one entry per open weekday. */
function openingHours(hours: Business['openingHours']) {
  if (!hours) return undefined;
  const spec = Object.entries(hours)
    .filter((entry): entry is [string, { closed: false; opens: string; closes: string }] => !entry[1].closed)
    .map(([day, h]) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${day.charAt(0).toUpperCase()}${day.slice(1)}`,
      opens: h.opens,
      closes: h.closes,
    }));
  return spec.length > 0 ? spec : undefined;
}

function cityName(city: string): string {
  return isCity(city) ? CITY_LABELS[city] : city;
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
