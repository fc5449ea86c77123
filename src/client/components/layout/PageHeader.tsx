import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title';

interface PageHeaderProps {
  title: string;
  /** A small label above the title, e.g. the section of the magazine. */
  kicker?: string;
  children?: ReactNode;
}

/** The page's one h1, its kicker and intro; also sets the document title. */
export function PageHeader({ title, kicker, children }: PageHeaderProps) {
  usePageTitle(title);
  return (
    <div className="border-b border-rule pb-6">
      {kicker && <p className="text-xs font-semibold tracking-[0.2em] text-brand uppercase">{kicker}</p>}
      <h1 className="mt-2 text-4xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-5xl">{title}</h1>
      {children && <div className="mt-3 max-w-2xl text-lg text-muted">{children}</div>}
    </div>
  );
}

/** The standard page frame: centred, padded, with space between header and content. */
export function PageShell({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <div className={`mx-auto px-4 py-10 sm:px-6 sm:py-14 ${narrow ? 'max-w-3xl' : 'max-w-7xl'} space-y-10`}>
      {children}
    </div>
  );
}
