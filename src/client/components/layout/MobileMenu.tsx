import { Link, useLocation } from 'wouter';
import { NAV_ITEMS, isNavItemActive, isPathActive } from '../../../shared/navigation';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { isStaffRole } from '../../lib/staff';

import { MOBILE_MENU_ID } from './mobile-menu-id';

/** The small-screen menu: every entry, sub-items indented below their parent. Kept in the DOM
 * (hidden) so the toggle's aria-controls always points at it. */
export function MobileMenu({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const [location] = useLocation();
  const { user } = useAuth();
  const linkClass = 'block rounded-md px-3 py-2.5 hover:bg-brand-soft hover:text-brand aria-[current]:text-brand';
  return (
    <nav id={MOBILE_MENU_ID} aria-label="Mobile" hidden={!open} className="border-t border-rule bg-white lg:hidden">
      <ul className="mx-auto max-w-7xl space-y-0.5 px-4 py-3 text-base">
        {NAV_ITEMS.map((item) => (
          <li key={item.label}>
            <Link
              href={item.href}
              onClick={onNavigate}
              aria-current={
                isPathActive(location, item.href) ? 'page' : isNavItemActive(location, item) ? 'true' : undefined
              }
              className={cn(linkClass, 'font-semibold')}
            >
              {item.label}
            </Link>
            {item.children && (
              <ul className="mb-1 ml-4 border-l-2 border-rule pl-2">
                {item.children.map((child) => (
                  <li key={child.label}>
                    <Link
                      href={child.href}
                      onClick={onNavigate}
                      aria-current={isPathActive(location, child.href) ? 'page' : undefined}
                      className={cn(linkClass, 'py-2 text-muted')}
                    >
                      {child.label}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
        {/* On a phone the header has no room for it; staff find the staff area here. */}
        {isStaffRole(user?.role) && (
          <li className="border-t border-rule pt-1 sm:hidden">
            <Link href="/admin" onClick={onNavigate} className={cn(linkClass, 'font-semibold text-brand')}>
              Staff area
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
