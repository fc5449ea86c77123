/** The rendered page's <head> under the site's own name (site settings), where it says the default one. */
import { SITE_DESCRIPTION, SITE_NAME } from '../../shared/seo';
import type { PageHead } from './head-parts';

const SUFFIX = ` — ${SITE_NAME}`;

const renameTitle = (title: string, name: string) =>
  title === SITE_NAME ? name : title.endsWith(SUFFIX) ? `${title.slice(0, -SUFFIX.length)} — ${name}` : title;

/** JSON-LD with the site's name where it names the site (the publisher, the web site). */
function renameData(value: unknown, name: string): unknown {
  if (value === SITE_NAME) return name;
  if (Array.isArray(value)) return value.map((item) => renameData(item, name));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renameData(item, name)]));
  return value;
}

export function withSiteName(head: PageHead, name: string): PageHead {
  if (name === SITE_NAME) return head;
  return {
    ...head,
    title: renameTitle(head.title, name),
    description: head.description === SITE_DESCRIPTION ? head.description.replace(SITE_NAME, name) : head.description,
    feeds: head.feeds.map((feed) => ({ ...feed, title: feed.title.replace(SITE_NAME, name) })),
    jsonLd: head.jsonLd.map((data) => renameData(data, name) as Record<string, unknown>),
  };
}
