import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowRight } from 'lucide-react';
import { cn } from '../../lib/cn';

export type Accent = 'brand' | 'green' | 'orange' | 'blue';

const bars: Record<Accent, string> = {
  brand: 'bg-brand',
  green: 'bg-accent-green',
  orange: 'bg-accent-orange',
  blue: 'bg-accent-blue',
};

interface HomeSectionProps {
  id: string;
  title: string;
  accent: Accent;
  link?: { href: string; label: string };
  children: ReactNode;
}

/** A front-page section: a ruled serif heading with its colour tab and a "see all" link. */
export function HomeSection({ id, title, accent, link, children }: HomeSectionProps) {
  return (
    <section aria-labelledby={id} className="render-near-view space-y-6 [--estimated-height:900px]">
      <div className="flex items-end justify-between gap-4 border-b-2 border-ink pb-3">
        <h2 id={id} className="flex items-center gap-3 text-2xl font-bold sm:text-3xl">
          <span aria-hidden="true" className={cn('h-6 w-1.5 rounded-full', bars[accent])} />
          {title}
        </h2>
        {link && (
          <Link
            href={link.href}
            className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-brand hover:underline"
          >
            {link.label} <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** The empty text of a front-page section, in a quiet panel of the section's width. */
export function SectionEmpty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-stone-300 bg-white/70 px-6 py-8 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-muted">{children}</p>
      {action}
    </div>
  );
}
