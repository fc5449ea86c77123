import type { StaffLevel } from '../../lib/staff';

/** The public kinds the newsroom edits, in the order the navigation lists them. */
export const CONTENT_KIND_LABELS = {
  articles: { plural: 'Articles', singular: 'Article' },
  businesses: { plural: 'Businesses', singular: 'Business' },
  events: { plural: 'Events', singular: 'Event' },
  deals: { plural: 'Deals', singular: 'Deal' },
  resources: { plural: 'Resources', singular: 'Resource' },
  fashion: { plural: 'Fashion', singular: 'Fashion item' },
  sports: { plural: 'Sports', singular: 'Sports story' },
  spotlights: { plural: 'Spotlights', singular: 'Spotlight' },
  artists: { plural: 'Artists', singular: 'Artist' },
} as const;
export type ContentKindKey = keyof typeof CONTENT_KIND_LABELS;
export const CONTENT_KIND_KEYS = Object.keys(CONTENT_KIND_LABELS) as ContentKindKey[];

export function isContentKind(value: string): value is ContentKindKey {
  return Object.hasOwn(CONTENT_KIND_LABELS, value);
}

export const contentListPath = (kind: string) => `/admin/content/${kind}`;
export const contentNewPath = (kind: string) => `/admin/content/${kind}/new`;
export const contentEditPath = (kind: string, id: string) => `/admin/content/${kind}/${encodeURIComponent(id)}`;

export interface StaffNavLink {
  label: string;
  href: string;
  level: StaffLevel;
}
export interface StaffNavSection {
  title: string;
  links: StaffNavLink[];
}

/** The staff area's map; admin-only desks are hidden from editors (the server refuses them too). */
export const STAFF_NAV: StaffNavSection[] = [
  { title: 'Overview', links: [{ label: 'Dashboard', href: '/admin', level: 'staff' }] },
  {
    title: 'Newsroom',
    links: [
      ...CONTENT_KIND_KEYS.map((kind) => ({
        label: CONTENT_KIND_LABELS[kind].plural,
        href: contentListPath(kind),
        level: 'staff' as const,
      })),
      { label: 'Categories', href: '/admin/categories', level: 'staff' },
      { label: 'Media library', href: '/admin/media', level: 'staff' },
    ],
  },
  {
    title: 'Desks',
    links: [
      { label: 'Review desk', href: '/admin/review', level: 'staff' },
      { label: 'Vent Room moderation', href: '/vent-room#moderation', level: 'staff' },
      { label: 'Newsletter', href: '/admin/newsletter', level: 'staff' },
      { label: 'Social desk', href: '/admin/social', level: 'staff' },
      { label: 'Contact messages', href: '/admin/messages', level: 'staff' },
    ],
  },
  {
    title: 'Administration',
    links: [
      { label: 'Ads', href: '/admin/ads', level: 'admin' },
      { label: 'Payouts', href: '/admin/payouts', level: 'admin' },
      { label: 'Users', href: '/admin/users', level: 'admin' },
      { label: 'Audit log', href: '/admin/audit', level: 'admin' },
      { label: 'Settings', href: '/admin/settings', level: 'admin' },
    ],
  },
];

/** The nav link a path belongs to: the dashboard only for /admin itself, others by prefix. */
export function isStaffLinkActive(location: string, href: string): boolean {
  if (href === '/admin') return location === '/admin' || location === '/admin/';
  const path = href.split('#')[0] ?? href;
  return location === path || location.startsWith(`${path}/`);
}
