/** The <head> of each detail page (story, business, event, artist, sports story, edition), from its item. */
import type { QueryKey } from '@tanstack/react-query';
import type { Artist } from '../../shared/artists';
import type { Article, Business, MagazineEvent } from '../../shared/magazine';
import type { PublicEdition } from '../../shared/newsletter';
import type { SportsItem } from '../../shared/sports';
import { pageTitle } from '../../shared/seo';
import { PAGE_TITLES } from '../../shared/page-titles';
import { shareImageUrl } from '../../shared/newsroom/images';
import {
  absolute,
  cityFeed,
  cityName,
  clip,
  openingHours,
  organization,
  type Crumb,
  type PageHead,
} from './head-parts';

/** A detail page: its item from the query cache, or the 404 page when the API had none. */
export interface DetailPage<T> {
  key: (id: string) => QueryKey;
  list: Crumb;
  head: (
    item: T,
    origin: string,
    path: string,
  ) => Omit<PageHead, 'status' | 'canonicalPath' | 'feeds'> & { feeds?: PageHead['feeds']; canonicalPath?: string };
}

export const DETAIL_PAGES: Record<string, DetailPage<never>> = {
  '/articles/': {
    key: (id) => ['/api/articles', id],
    list: { name: PAGE_TITLES['/articles'].title, path: '/articles' },
    head: ((a: Article, origin: string, path: string) => ({
      // Staff's meta title is the whole title; the site's own address is the slug's (decision 055).
      title: a.metaTitle ?? pageTitle(a.title),
      description: a.metaDescription ?? clip(a.excerpt),
      canonicalPath: a.slug ? `/articles/${a.slug}` : path,
      canonicalUrl: a.canonicalUrl,
      image: absolute(origin, shareImageUrl(a.socialImageUrl ?? a.imageUrl)),
      heroImage: a.imageUrl,
      ogType: 'article',
      feeds: cityFeed(a.city),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: a.title,
          description: a.metaDescription ?? clip(a.excerpt),
          keywords: a.tags.length ? a.tags.join(', ') : undefined,
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
