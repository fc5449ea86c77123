import type { ComponentType, ReactNode } from 'react';

interface EmptyStateProps {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  /** h1 when the empty state is the whole page (a missing detail page), else h2. */
  headingLevel?: 'h1' | 'h2';
}

/** What is missing and what to do next, in a quiet bordered panel. */
export function EmptyState({ icon: Icon, title, children, action, headingLevel: Heading = 'h2' }: EmptyStateProps) {
  return (
    <div className="rounded-lg border border-dashed border-stone-300 bg-white/60 px-6 py-12 text-center">
      <span className="mx-auto grid h-12 w-12 place-items-center rounded-full bg-brand-soft text-brand">
        <Icon className="h-6 w-6" aria-hidden />
      </span>
      <Heading className="mt-4 text-xl font-semibold">{title}</Heading>
      {children && <div className="mx-auto mt-2 max-w-md text-muted">{children}</div>}
      {action && <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
