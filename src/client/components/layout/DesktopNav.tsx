import { useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { ChevronDown } from 'lucide-react';
import { NAV_ITEMS, isNavItemActive, isPathActive, type NavItem } from '../../../shared/navigation';
import { cn } from '../../lib/cn';

const linkBase =
  'rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:text-brand xl:px-3';

/**
 * Wide-screen navigation. Sub-menus open on hover, on keyboard focus (focus-within) and with the
 * chevron button (touch screens and screen readers), so every link is reachable without a mouse.
 */
export function DesktopNav() {
  const [location] = useLocation();
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-0.5">
        {NAV_ITEMS.map((item) =>
          item.children ? (
            <ParentItem key={item.label} item={item} location={location} />
          ) : (
            <li key={item.label}>
              <Link
                href={item.href}
                aria-current={isPathActive(location, item.href) ? 'page' : undefined}
                className={cn(
                  linkBase,
                  'aria-[current]:text-brand aria-[current]:underline decoration-2 underline-offset-8',
                )}
              >
                {item.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function ParentItem({ item, location }: { item: NavItem; location: string }) {
  const [open, setOpen] = useState(false);
  const menuId = `nav-menu-${item.href.slice(1)}`;
  const ownMatch = isPathActive(location, item.href);
  const sectionMatch = isNavItemActive(location, item);
  // Leaving focus on a chosen link would keep the menu open through focus-within.
  const choose = (event: MouseEvent<HTMLAnchorElement>) => {
    setOpen(false);
    event.currentTarget.blur();
  };
  return (
    <li
      className="group relative"
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
    >
      <div className="flex items-center">
        <Link
          href={item.href}
          onClick={choose}
          aria-current={ownMatch ? 'page' : sectionMatch ? 'true' : undefined}
          className={cn(linkBase, 'pr-1', sectionMatch && 'text-brand underline decoration-2 underline-offset-8')}
        >
          {item.label}
        </Link>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={`${item.label} menu`}
          onClick={() => setOpen((v) => !v)}
          className="rounded-md p-1 text-muted hover:text-brand"
        >
          <ChevronDown className="h-4 w-4 transition-transform group-hover:rotate-180" aria-hidden="true" />
        </button>
      </div>
      <ul
        id={menuId}
        className={cn(
          'absolute top-full left-0 z-40 min-w-52 rounded-lg border border-rule bg-white p-1.5 shadow-lg',
          'invisible opacity-0 transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100',
          open && 'visible opacity-100',
        )}
      >
        {item.children?.map((child) => (
          <li key={child.label}>
            <Link
              href={child.href}
              onClick={choose}
              aria-current={isPathActive(location, child.href) ? 'page' : undefined}
              className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-brand-soft hover:text-brand aria-[current]:font-semibold aria-[current]:text-brand"
            >
              {child.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
