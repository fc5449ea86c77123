import type { ComponentType, ReactNode } from 'react';
import { Button } from './Button';

interface EmptyStateProps {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  /** h1 when the empty state is the whole page (a missing detail page), else h2. */
  headingLevel?: 'h1' | 'h2';
  /**
   * Given when the list behind the empty state failed to load: a "Try Again" button asks for it again.
   * A failed list shows its empty state and no error message (spec 000), but the reader is not stuck.
   */
  onRetry?: () => void;
}

/** What is missing and what to do next, in a quiet bordered panel. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  headingLevel: Heading = 'h2',
  onRetry,
}: EmptyStateProps) {
  const retry = onRetry && (
    <Button variant="outline" onClick={onRetry}>
      Try Again
    </Button>
  );
  return (
    <div className="rounded-lg border border-dashed border-stone-300 bg-white/60 px-6 py-12 text-center">
      <span className="mx-auto grid h-12 w-12 place-items-center rounded-full bg-brand-soft text-brand">
        <Icon className="h-6 w-6" aria-hidden />
      </span>
      <Heading className="mt-4 text-xl font-semibold">{title}</Heading>
      {children && <div className="mx-auto mt-2 max-w-md text-muted">{children}</div>}
      {(retry || action) && (
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {retry}
          {action}
        </div>
      )}
    </div>
  );
}
