import { cn } from '../../lib/cn';

/** A grey placeholder block; callers give it the size of what it stands in for. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-stone-200/80', className)} />;
}
