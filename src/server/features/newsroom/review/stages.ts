/**
 * Each table's own words for where an item stands. The desk speaks of pending, approved and
 * rejected; a table may store "public" differently (sports stories say published, photos featured),
 * and the public pages read exactly the word approval writes here.
 */
import type { ReviewKind, ReviewStage } from '../../../../shared/review';

/** What approval stores, per kind: the word the public lists of that table show. */
export const PUBLIC_STATUS: Record<ReviewKind, string> = {
  content: 'approved',
  photo: 'featured',
  writeup: 'approved',
  spotlight: 'approved',
  contributor: 'approved',
  sports: 'published',
  'vent-post': 'approved',
  'vent-comment': 'approved',
  'story-comment': 'approved',
};

/** Stored words that count as approved on the desk (photos approved before featuring existed). */
const APPROVED_WORDS: Partial<Record<ReviewKind, string[]>> = { photo: ['featured', 'approved'] };

export function storedStatuses(kind: ReviewKind, stage: ReviewStage): string[] {
  if (stage === 'approved') return APPROVED_WORDS[kind] ?? [PUBLIC_STATUS[kind]];
  return [stage];
}

export function stageOf(kind: ReviewKind, status: string): ReviewStage {
  if (status === 'pending' || status === 'rejected') return status;
  return storedStatuses(kind, 'approved').includes(status) ? 'approved' : 'pending';
}

/** Content submissions publish into these tables; the public page of each. */
export const CONTENT_TARGETS = {
  article: { kind: 'article', url: (id: string) => `/articles/${id}` },
  news: { kind: 'article', url: (id: string) => `/articles/${id}` },
  event: { kind: 'event', url: (id: string) => `/events/${id}` },
  marketplace: { kind: 'deal', url: () => '/marketplace' },
  resource: { kind: 'resource', url: () => '/resources' },
  fashion: { kind: 'fashion', url: () => '/fashion' },
  music: { kind: 'music', url: () => '/artists' },
  artist: { kind: 'artist', url: (id: string) => `/artist/${id}` },
} as const;
export type ContentType = keyof typeof CONTENT_TARGETS;

/** Where approved items of the other kinds can be seen. */
export const PUBLIC_PAGE: Partial<Record<ReviewKind, string>> = {
  photo: '/',
  writeup: '/artists',
  spotlight: '/spotlights',
  sports: '/sports',
  'vent-post': '/vent-room',
  'vent-comment': '/vent-room',
};

/** The public address of one approved item: a spotlight has its place on its city's spotlights page. */
export function publicPageOf(kind: ReviewKind, row: { id: string; city?: unknown }): string | null {
  const page = PUBLIC_PAGE[kind];
  if (!page) return null;
  if (kind === 'spotlight' && typeof row.city === 'string') return `${page}?city=${row.city}#spotlight-${row.id}`;
  return page;
}
