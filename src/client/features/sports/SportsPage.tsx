import { Trophy } from 'lucide-react';
import { SPORTS_TABS } from '../../../shared/sports';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { cn } from '../../lib/cn';
import { useFeaturedSports, useSports } from './api';
import { SportsCard } from './SportsCard';
import { SportsFiltersBar } from './SportsFiltersBar';
import { useSportsFilters } from './use-sports-filters';
import { PAGE_TITLES } from '../../../shared/page-titles';

export const SPORTS_SKELETONS = 6;

export default function SportsPage() {
  const [filters, setFilters, clearFilters] = useSportsFilters();
  const { data: items = [], isLoading, isError, refetch } = useSports(filters);
  const { data: featured = [] } = useFeaturedSports(filters.city);
  const activeTab = filters.category || 'all';

  return (
    <PageShell>
      <PageHeader kicker="News & Stories" title={PAGE_TITLES['/sports'].title}>
        High school, college, pro and neighborhood league coverage from the people in the stands.
      </PageHeader>

      {featured.length > 0 && (
        <section aria-labelledby="featured-sports" className="space-y-6">
          <h2 id="featured-sports" className="border-b-2 border-ink pb-3 text-2xl font-bold sm:text-3xl">
            Featured Stories
          </h2>
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {featured.slice(0, 3).map((item) => (
              <SportsCard key={item.id} item={item} />
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="all-sports" className="space-y-6">
        <h2 id="all-sports" className="sr-only">
          All sports stories
        </h2>
        <SportsFiltersBar filters={filters} onChange={setFilters} onClear={clearFilters} />
        <div role="tablist" aria-label="Sports sections" className="flex gap-1 overflow-x-auto border-b border-rule">
          {SPORTS_TABS.map((tab) => (
            <button
              key={tab.value}
              type="button"
              role="tab"
              aria-selected={activeTab === tab.value}
              aria-controls="sports-panel"
              onClick={() => setFilters({ category: tab.value === 'all' ? '' : tab.value })}
              className={cn(
                '-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-semibold transition-colors',
                activeTab === tab.value ? 'border-brand text-brand' : 'border-transparent text-muted hover:text-ink',
              )}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <div id="sports-panel" role="tabpanel" aria-label={SPORTS_TABS.find((t) => t.value === activeTab)?.label}>
          {isLoading ? (
            <div
              className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
              aria-busy="true"
              aria-label="Loading sports stories"
            >
              {Array.from({ length: SPORTS_SKELETONS }, (_, i) => (
                <Card key={i} className="overflow-hidden">
                  <Skeleton className="aspect-video w-full rounded-none" />
                  <div className="space-y-3 p-5">
                    <Skeleton className="h-4 w-1/3" />
                    <Skeleton className="h-6 w-5/6" />
                    <Skeleton className="h-16 w-full" />
                  </div>
                </Card>
              ))}
            </div>
          ) : items.length === 0 ? (
            <EmptyState
              icon={Trophy}
              title="No sports content found"
              onRetry={isError ? () => void refetch() : undefined}
            >
              Try other filters, or clear them to see every story.
            </EmptyState>
          ) : (
            <ul aria-label="Sports stories" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {items.map((item) => (
                <li key={item.id} className="flex">
                  <SportsCard item={item} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </PageShell>
  );
}
