import { Link } from 'wouter';
import { Shirt } from 'lucide-react';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { useFashion } from './api';
import { FashionCard } from './FashionCard';
import { PAGE_TITLES } from '../../../shared/page-titles';

export default function FashionPage() {
  const { data: items = [], isLoading, isError, refetch } = useFashion();
  return (
    <PageShell>
      <PageHeader kicker="Lifestyle" title={PAGE_TITLES['/fashion'].title}>
        Designers, boutiques and street style from our cities.
      </PageHeader>
      {isLoading ? (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading fashion">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="aspect-[4/5] w-full" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          onRetry={isError ? () => void refetch() : undefined}
          icon={Shirt}
          title="No Fashion Items Yet"
          action={
            <Link href="/submit" className={buttonClasses('primary')}>
              Feature Your Brand
            </Link>
          }
        >
          Local designers and boutiques will be featured here soon. Run a label or a shop? Get in touch.
        </EmptyState>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <FashionCard key={item.id} item={item} />
          ))}
        </div>
      )}
    </PageShell>
  );
}
