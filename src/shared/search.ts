/** Site search (GET /api/search): what can be searched, the query and the answer. */
import { z } from 'zod';
import { CITIES } from './cities';
import { countParam, optionalChoice } from './query-params';

export const SEARCH_KINDS = [
  'articles',
  'businesses',
  'events',
  'artists',
  'deals',
  'resources',
  'sports',
  'fashion',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  articles: 'Articles',
  businesses: 'Businesses',
  events: 'Events',
  artists: 'Artists',
  deals: 'Deals',
  resources: 'Resources',
  sports: 'Sports',
  fashion: 'Fashion',
};

export const SEARCH_QUERY_MAX = 200;
export const SEARCH_LIMIT = { default: 5, max: 20 } as const;

export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'Please type something to search for.' })
    .trim()
    .min(1, 'Please type something to search for.')
    .max(SEARCH_QUERY_MAX, `Please use at most ${SEARCH_QUERY_MAX} characters.`),
  kind: optionalChoice('kind', SEARCH_KINDS),
  city: optionalChoice('city', CITIES),
  /** Results per kind. */
  limit: countParam('limit', 1, SEARCH_LIMIT.max, SEARCH_LIMIT.default),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * Highlighted text marks each matched word between these two characters (they never occur in the
 * site's text); the client turns them into <mark> elements and escapes everything else.
 */
export const HIGHLIGHT_START = '\u27e6';
export const HIGHLIGHT_STOP = '\u27e7';

export const searchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  /** The title with matched words marked (HIGHLIGHT_START/STOP). */
  title: z.string(),
  /** A short passage around the matched words, marked the same way. */
  snippet: z.string(),
  /** Where the result opens on the site. */
  url: z.string(),
  city: z.string(),
  imageUrl: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResultSchema = z.object({
  q: z.string(),
  groups: z.array(z.object({ kind: z.enum(SEARCH_KINDS), hits: z.array(searchHitSchema) })),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** Splits highlighted text into plain and matched parts, for rendering as text (never as HTML). */
export function highlightParts(text: string): { text: string; match: boolean }[] {
  const parts: { text: string; match: boolean }[] = [];
  const pattern = new RegExp(`${HIGHLIGHT_START}([^${HIGHLIGHT_STOP}]*)${HIGHLIGHT_STOP}`, 'g');
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index), match: false });
    parts.push({ text: m[1] ?? '', match: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
