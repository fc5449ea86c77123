import { ARTIST_CITIES, ARTIST_MEDIUMS } from '../../../../shared/artist-constants';
import { CITIES, CITY_LABELS } from '../../../../shared/cities';
import { SPOTLIGHT_TYPES } from '../../../../shared/spotlight-types';
import { CONTENT_STATUSES, type ContentKind, type ContentStatus } from '../../../../shared/newsroom';
import { SPORTS } from '../../../../shared/sports';
import { CONTENT_KIND_LABELS } from '../../../components/staff/staff-nav';

export interface Choice {
  value: string;
  label: string;
}

/** How a kind's list filters by its "category" column (the API maps it: medium, sport, type). */
export type CategoryFilter = { label: string } & ({ source: 'categories' } | { source: 'fixed'; choices: Choice[] });

const titleCase = (s: string) => s.replace(/(^|[\s_])\w/g, (m) => m.toUpperCase()).replace(/_/g, ' ');
const fixed = (label: string, values: readonly string[]): CategoryFilter => ({
  label,
  source: 'fixed',
  choices: values.map((v) => ({ value: v, label: titleCase(v) })),
});

export const CATEGORY_FILTERS: Record<ContentKind, CategoryFilter> = {
  articles: { label: 'Category', source: 'categories' },
  businesses: { label: 'Category', source: 'categories' },
  events: { label: 'Category', source: 'categories' },
  deals: { label: 'Category', source: 'categories' },
  resources: { label: 'Category', source: 'categories' },
  fashion: { label: 'Category', source: 'categories' },
  sports: fixed('Sport', SPORTS),
  spotlights: fixed('Type', SPOTLIGHT_TYPES),
  artists: fixed('Medium', ARTIST_MEDIUMS),
};

/** The categories table's `type` for each kind that picks from it. */
export const CATEGORY_TYPES: Partial<Record<ContentKind, string>> = {
  articles: 'article',
  businesses: 'business',
  events: 'event',
  deals: 'deal',
  resources: 'resource',
  fashion: 'fashion',
};

export const kindLabel = (kind: ContentKind) => CONTENT_KIND_LABELS[kind];

export const cityChoices = (kind: ContentKind): Choice[] =>
  (kind === 'artists' ? ARTIST_CITIES : CITIES).map((c) => ({
    value: c,
    label: (CITY_LABELS as Record<string, string>)[c] ?? titleCase(c),
  }));

export const cityName = (city: string) => (CITY_LABELS as Record<string, string>)[city] ?? titleCase(city);

export const STATUS_LABELS: Record<ContentStatus | 'pending' | 'approved' | 'rejected', string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  unpublished: 'Unpublished',
  pending: 'Awaiting review',
  approved: 'Approved',
  rejected: 'Rejected',
};
export const STATUS_CHOICES: Choice[] = CONTENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));
export const statusLabel = (status: string) => (STATUS_LABELS as Record<string, string>)[status] ?? titleCase(status);
