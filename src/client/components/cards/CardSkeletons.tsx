import { Skeleton } from '../ui/Skeleton';

export type SkeletonShape = 'article' | 'business' | 'event';

function OneCard({ shape }: { shape: SkeletonShape }) {
  if (shape === 'event') {
    return (
      <div className="flex gap-4 rounded-lg border border-rule bg-white p-4">
        <Skeleton className="h-16 w-16 shrink-0" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
    );
  }
  return (
    <div className="overflow-hidden rounded-lg border border-rule bg-white">
      <Skeleton className="aspect-[3/2] w-full rounded-none" />
      <div className="space-y-2 p-4">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-6 w-5/6" />
        {shape === 'article' && <Skeleton className="h-4 w-full" />}
        <Skeleton className="h-4 w-1/2" />
      </div>
    </div>
  );
}

/** `count` placeholder cards shaped like the real ones, laid out in the grid of the real list. */
export function CardSkeletons({
  count,
  shape,
  label,
  className,
}: {
  count: number;
  shape: SkeletonShape;
  label: string;
  className: string;
}) {
  return (
    <div role="status" aria-label={label} className={className}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} data-testid="card-skeleton">
          <OneCard shape={shape} />
        </div>
      ))}
    </div>
  );
}
