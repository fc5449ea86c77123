/** The pieces every page's <head> is made of: the head's shape, JSON-LD helpers and addresses. */
import { CITY_LABELS, isCity } from '../../shared/cities';
import type { Business } from '../../shared/magazine';
import { SITE_NAME } from '../../shared/seo';

/** Everything the <head> of one rendered page says about it. */
export interface PageHead {
  status: number;
  title: string;
  description: string;
  /** Path and query of the canonical address (the origin is added when written). */
  canonicalPath: string;
  /** A story first published elsewhere names its original here (absolute, https); else the path is used. */
  canonicalUrl?: string | null;
  image?: string | null;
  ogType: 'website' | 'article' | 'profile';
  jsonLd: Record<string, unknown>[];
  /** Feeds advertised with <link rel="alternate">. */
  feeds: { title: string; href: string }[];
  /** The hero picture, preloaded with high priority. */
  heroImage?: string | null;
}

export type Crumb = { name: string; path: string };

export const clip = (text: string, max = 200) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
};

export function breadcrumbs(origin: string, crumbs: Crumb[]): Record<string, unknown> {
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

export const absolute = (origin: string, url: string | null | undefined) =>
  !url ? undefined : /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

export const organization = (origin: string) => ({ '@type': 'Organization', name: SITE_NAME, url: origin });

/** schema.org opening hours: one entry per open weekday. */
export function openingHours(hours: Business['openingHours']) {
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

export function cityName(city: string): string {
  return isCity(city) ? CITY_LABELS[city] : city;
}

export const cityFeed = (city: string | undefined) =>
  city && isCity(city) ? [{ title: `${SITE_NAME}: ${CITY_LABELS[city]}`, href: `/rss/${city}.xml` }] : [];
