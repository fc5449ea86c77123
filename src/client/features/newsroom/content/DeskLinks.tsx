import { Link } from 'wouter';
import { useAuth } from '../../../lib/auth';
import { hasStaffLevel } from '../../../lib/staff';
import { STAFF_NAV } from '../../../components/staff/staff-nav';

/** Every desk of the staff area as a row of links, so none is more than a click away. */
export function DeskLinks() {
  const { user } = useAuth();
  return (
    <section aria-labelledby="desks-heading" className="space-y-3">
      <h2 id="desks-heading" className="text-xl font-semibold">
        Desks
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {STAFF_NAV.filter((s) => s.title !== 'Overview').map((section) => {
          const links = section.links.filter((l) => hasStaffLevel(user?.role, l.level));
          if (links.length === 0) return null;
          return (
            <div key={section.title} className="rounded-lg border border-rule bg-white p-4">
              <h3 className="font-sans text-sm font-semibold tracking-wide text-muted uppercase">{section.title}</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {links.map((l) => (
                  <li key={l.href}>
                    <Link
                      href={l.href}
                      className="inline-block rounded-full border border-rule px-3 py-1 text-sm hover:border-brand hover:text-brand"
                    >
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}
