import { useState, type ReactNode } from 'react';
import { ChevronDown, Newspaper } from 'lucide-react';
import { usePageTitle } from '../../lib/use-page-title';
import type { StaffLevel } from '../../lib/staff';
import { StaffGate } from './StaffGate';
import { StaffNav } from './StaffNav';

interface StaffPageProps {
  title: string;
  /** One line under the title: what this desk is for. */
  description?: ReactNode;
  /** Buttons at the title's right, e.g. "New article". */
  actions?: ReactNode;
  level?: StaffLevel;
  children: ReactNode;
}

/**
 * Every page of the staff area: the gate, the staff navigation (a sidebar on wide screens, a
 * menu that folds away on a phone) and the page's title row.
 */
export function StaffPage({ title, description, actions, level = 'staff', children }: StaffPageProps) {
  usePageTitle(`${title} · Staff`);
  return (
    <div className="mx-auto max-w-[88rem] px-4 py-6 sm:px-6 lg:py-8">
      <StaffGate level={level}>
        <div className="lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8">
          <aside aria-label="Staff area" className="mb-6 lg:mb-0">
            <div className="hidden lg:sticky lg:top-24 lg:block">
              <p className="mb-4 flex items-center gap-2 px-3 font-serif text-lg font-semibold">
                <Newspaper className="h-5 w-5 text-brand" aria-hidden="true" /> Staff area
              </p>
              <StaffNav />
            </div>
            <MobileStaffMenu />
          </aside>
          <div className="min-w-0 space-y-6">
            <header className="flex flex-wrap items-end justify-between gap-4 border-b border-rule pb-4">
              <div className="min-w-0">
                <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
                {description && <div className="mt-1 max-w-2xl text-muted">{description}</div>}
              </div>
              {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
            </header>
            {children}
          </div>
        </div>
      </StaffGate>
    </div>
  );
}

function MobileStaffMenu() {
  const [open, setOpen] = useState(false);
  return (
    <div className="rounded-lg border border-rule bg-white lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="staff-menu"
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between gap-2 px-4 py-3 text-sm font-semibold"
      >
        <span className="flex items-center gap-2">
          <Newspaper className="h-4 w-4 text-brand" aria-hidden="true" /> Staff menu
        </span>
        <ChevronDown className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      {open && (
        <div id="staff-menu" className="border-t border-rule px-1 py-3">
          <StaffNav onNavigate={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}
