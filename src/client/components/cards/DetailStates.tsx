import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { CloudOff, SearchX } from 'lucide-react';
import { PageShell } from '../layout/PageHeader';
import { buttonClasses } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { Skeleton } from '../ui/Skeleton';

/** A detail page while it loads: title, byline and a picture-shaped block. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <PageShell narrow>
      <div role="status" aria-label={label} className="space-y-4">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-12 w-5/6" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="aspect-[16/9] w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
      </div>
    </PageShell>
  );
}

interface MissingProps {
  title: string;
  back: { href: string; label: string };
  children: ReactNode;
}

/** The thing asked for does not exist (the API answered 404). The page sets the tab title (detailTitle). */
export function DetailNotFound({ title, back, children }: MissingProps) {
  return (
    <PageShell narrow>
      <EmptyState
        headingLevel="h1"
        icon={SearchX}
        title={title}
        action={
          <Link href={back.href} className={buttonClasses('primary')}>
            {back.label}
          </Link>
        }
      >
        {children}
      </EmptyState>
    </PageShell>
  );
}

/** The server could not be reached or failed: say so and offer another try. */
export function DetailError({ onRetry }: { onRetry: () => void }) {
  return (
    <PageShell narrow>
      <EmptyState headingLevel="h1" icon={CloudOff} title="Something Went Wrong" onRetry={onRetry}>
        We couldn't load this page just now. Please check your connection and try again.
      </EmptyState>
    </PageShell>
  );
}

/** The tab title of a detail page in each of its states. */
export function detailTitle(state: { name?: string; isPending: boolean; isError: boolean; notFound: string }): string {
  if (state.name) return state.name;
  if (state.isError) return 'Something Went Wrong';
  return state.isPending ? 'Loading' : state.notFound;
}
