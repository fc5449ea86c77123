import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { CardSkeletons, type SkeletonShape } from './CardSkeletons';
import { LoadMore } from './LoadMore';
import type { usePagedList } from '../../lib/queries/use-paged-list';

interface PagedGridProps<T> {
  list: ReturnType<typeof usePagedList<T>>;
  skeleton: { count: number; shape: SkeletonShape; label: string };
  gridClassName: string;
  empty: ReactNode;
  /** `first` is the list's first item: its picture is on the first screen and is loaded at once. */
  renderItem: (item: T, first: boolean) => ReactNode;
}

/** A listing page's body: skeletons while loading, the cards and "Load more", or the empty state. */
export function PagedGrid<T>({ list, skeleton, gridClassName, empty, renderItem }: PagedGridProps<T>) {
  if (list.isLoading) return <CardSkeletons {...skeleton} className={gridClassName} />;
  if (list.items.length === 0) return <>{empty}</>;
  return (
    <div className="space-y-8">
      {/* Past the first row the cards are drawn as the reader nears them (decision 034): a page of 24
          keeps its first layout, and the one when the fonts arrive, to the cards on the first screen. */}
      <div className={cn(gridClassName, '[--estimated-height:28rem] [&>*:nth-child(n+4)]:render-near-view')}>
        {list.items.map((item, index) => renderItem(item, index === 0))}
      </div>
      {list.hasMore && (
        <LoadMore shown={list.items.length} total={list.total} loading={list.isLoadingMore} onClick={list.loadMore} />
      )}
    </div>
  );
}

/** The listing pages' frame: the list, and beside it (below it on phones) a sidebar of extras and ads. */
export function ListingLayout({ children, sidebar }: { children: ReactNode; sidebar: ReactNode }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_300px]">
      <div className="min-w-0">{children}</div>
      <aside aria-label="More from the magazine" className="space-y-8">
        {sidebar}
      </aside>
    </div>
  );
}
