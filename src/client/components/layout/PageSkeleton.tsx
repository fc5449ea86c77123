import { Skeleton } from '../ui/Skeleton';

/** Shown while a page's code loads: a title bar and a grid of cards, like most pages. */
export function PageSkeleton() {
  return (
    <div role="status" aria-label="Loading page" className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 sm:py-14">
      <div className="space-y-3 border-b border-rule pb-6">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-10 w-2/3 max-w-md" />
        <Skeleton className="h-5 w-full max-w-xl" />
      </div>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="space-y-3">
            <Skeleton className="aspect-[3/2] w-full" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-6 w-5/6" />
          </div>
        ))}
      </div>
    </div>
  );
}
