import { Link } from 'wouter';
import { LifeBuoy } from 'lucide-react';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { useResources } from './api';
import { ResourceCard } from './ResourceCard';
import { PAGE_TITLES } from '../../../shared/page-titles';

export default function ResourcesPage() {
  const { data: resources = [], isLoading, isError, refetch } = useResources();
  return (
    <PageShell>
      <PageHeader kicker="Community" title={PAGE_TITLES['/resources'].title}>
        Help, services and organizations for residents: who they are and how to reach them.
      </PageHeader>
      {isLoading ? (
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading resources">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-56 w-full" />
          ))}
        </div>
      ) : resources.length === 0 ? (
        <EmptyState
          onRetry={isError ? () => void refetch() : undefined}
          icon={LifeBuoy}
          title="No Resources Yet"
          action={
            <Link href="/submit" className={buttonClasses('primary')}>
              Suggest a Resource
            </Link>
          }
        >
          The resource guide is being compiled. Know a service people should find? Let us know.
        </EmptyState>
      ) : (
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {resources.map((r) => (
            <ResourceCard key={r.id} resource={r} />
          ))}
        </div>
      )}
    </PageShell>
  );
}
