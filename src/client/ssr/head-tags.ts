import { SITE_NAME } from '../../shared/seo';
import { scriptSafeJson } from '../lib/ssr';
import type { PageHead } from './head';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const meta = (attr: 'name' | 'property', key: string, content: string | null | undefined) =>
  content ? `<meta ${attr}="${key}" content="${escapeHtml(content)}" />` : '';

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** The tags a page's <head> gets: title, description, canonical, Open Graph, Twitter card, feeds, JSON-LD. */
export function headTags(head: PageHead, origin: string, opts: { skipHero?: boolean; siteName?: string } = {}): string {
  const canonical = head.canonicalUrl ?? `${origin}${head.canonicalPath}`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.status === 404
      ? '<meta name="robots" content="noindex" />'
      : `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    meta('property', 'og:site_name', opts.siteName ?? SITE_NAME),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', head.image),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...head.feeds.map(
      (feed) =>
        `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(absolute(origin, feed.href))}" />`,
    ),
    head.heroImage && !opts.skipHero
      ? `<link rel="preload" as="image" href="${escapeHtml(head.heroImage)}" fetchpriority="high" />`
      : '',
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}
