/** One entry of the site header. Parents keep their own path (the spec gives each one). */
export interface NavItem {
  label: string;
  href: string;
  children?: readonly NavItem[];
}

/** The header navigation, exactly as spec 000 section 2 lists it. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', href: '/' },
  {
    label: 'News & Stories',
    href: '/articles',
    children: [
      { label: 'Articles', href: '/articles' },
      { label: 'Sports', href: '/sports' },
      { label: 'Events', href: '/events' },
    ],
  },
  {
    label: 'Community',
    href: '/businesses',
    children: [
      { label: 'Local Business', href: '/businesses' },
      { label: 'Artists', href: '/artists' },
      { label: 'Resources', href: '/resources' },
      { label: 'Vent Room', href: '/vent-room' },
    ],
  },
  {
    label: 'Lifestyle',
    href: '/fashion',
    children: [
      { label: 'Fashion', href: '/fashion' },
      { label: 'Deals & Coupons', href: '/marketplace' },
    ],
  },
  { label: 'Submit Content', href: '/submit' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
];

/**
 * The spec's highlighting rule: '/' only matches itself; any other path matches itself and
 * everything that starts with it (so /articles/abc keeps "Articles" lit).
 */
export function isPathActive(currentPath: string, href: string): boolean {
  if (href === '/') return currentPath === '/';
  return currentPath === href || currentPath.startsWith(href);
}

/** A parent is lit by its own path or when any of its sub-items is. */
export function isNavItemActive(currentPath: string, item: NavItem): boolean {
  if (isPathActive(currentPath, item.href)) return true;
  return (item.children ?? []).some((child) => isPathActive(currentPath, child.href));
}
