import { Link, useLocation } from 'wouter';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { hasStaffLevel } from '../../lib/staff';
import { STAFF_NAV, isStaffLinkActive } from './staff-nav';

/** The staff area's sections and desks; the current one is marked for eyes and screen readers. */
export function StaffNav({ onNavigate }: { onNavigate?: () => void }) {
  const [location] = useLocation();
  const { user } = useAuth();
  return (
    <nav aria-label="Staff area" className="space-y-5">
      {STAFF_NAV.map((section) => {
        const links = section.links.filter((link) => hasStaffLevel(user?.role, link.level));
        if (links.length === 0) return null;
        return (
          <div key={section.title}>
            <p className="px-3 text-[0.7rem] font-semibold tracking-[0.16em] text-muted uppercase">{section.title}</p>
            <ul className="mt-1.5 space-y-0.5">
              {links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    onClick={onNavigate}
                    aria-current={isStaffLinkActive(location, link.href) ? 'page' : undefined}
                    className={cn(
                      'block rounded-md px-3 py-1.5 text-sm font-medium text-ink hover:bg-brand-soft hover:text-brand',
                      'aria-[current]:bg-brand aria-[current]:text-white',
                    )}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
