import { Link } from 'wouter';
import { Tag } from 'lucide-react';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { CityFilter } from '../../components/layout/CityFilter';
import { useListingCity } from '../../lib/use-city';
import { useDeals } from './api';
import { DealCard } from './DealCard';
import { PAGE_TITLES } from '../../../shared/page-titles';

export default function MarketplacePage() {
  const [city, setCity] = useListingCity();
  const { data: deals = [], isLoading, isError, refetch } = useDeals(city);
  return (
    <PageShell>
      <PageHeader kicker="Lifestyle" title={PAGE_TITLES['/marketplace'].title}>
        Savings from local businesses, in one place.
      </PageHeader>
      <CityFilter city={city} onChange={setCity} />
      {isLoading ? (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading deals">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-96 w-full" />
          ))}
        </div>
      ) : deals.length === 0 ? (
        <EmptyState
          onRetry={isError ? () => void refetch() : undefined}
          icon={Tag}
          title="No deals available yet"
          action={
            <Link href="/contact" className={buttonClasses('primary')}>
              Offer a Deal
            </Link>
          }
        >
          Deals from local businesses will appear here. Own a business? Reach neighbors with an offer.
        </EmptyState>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {deals.map((deal) => (
            <DealCard key={deal.id} deal={deal} />
          ))}
        </div>
      )}
    </PageShell>
  );
}
