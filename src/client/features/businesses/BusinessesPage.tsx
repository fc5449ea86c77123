import { Link } from 'wouter';
import { Store } from 'lucide-react';
import { AdSlot } from '../../components/ads/AdSlot';
import { DEFAULT_ADS } from '../../components/ads/ad-content';
import { BusinessCard } from '../../components/cards/BusinessCard';
import { ListingLayout, PagedGrid } from '../../components/cards/PagedGrid';
import { SidebarBox } from '../../components/cards/SidebarBox';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { useAllBusinesses } from '../../lib/queries/businesses';
import { useListingPlace } from '../../lib/use-place';
import { PlaceFilter } from '../../components/layout/PlaceFilter';
import { PAGE_TITLES } from '../../../shared/page-titles';

/** Spec 000 section 9: 8 skeleton cards on the directory page. */
const SKELETONS = 8;

export default function BusinessesPage() {
  const place = useListingPlace();
  const list = useAllBusinesses(place.city, place.neighbourhood);
  return (
    <PageShell>
      <PageHeader kicker="Community" title={PAGE_TITLES['/businesses'].title}>
        The shops, kitchens, studios and services that make our neighborhoods what they are.
      </PageHeader>
      <ListingLayout
        sidebar={
          <>
            <SidebarBox title="Own a Local Business?">
              <p className="text-muted">
                Get listed for free so your neighbors can find you, or feature your business across the magazine.
              </p>
              <div className="mt-4 flex flex-wrap gap-2">
                <Link href="/submit" className={buttonClasses('primary', 'sm')}>
                  Suggest a Business
                </Link>
                <Link href="/contact" className={buttonClasses('outline', 'sm')}>
                  Advertise
                </Link>
              </div>
            </SidebarBox>
            <AdSlot placement="sidebar" size="rectangle" page="businesses" house={DEFAULT_ADS.events} />
            <AdSlot placement="sidebar" size="square" page="businesses" house={DEFAULT_ADS.artists} />
          </>
        }
      >
        <PlaceFilter place={place} className="mb-6" />
        <PagedGrid
          list={list}
          skeleton={{ count: SKELETONS, shape: 'business', label: 'Loading businesses' }}
          gridClassName="grid gap-6 sm:grid-cols-2 xl:grid-cols-3"
          renderItem={(business, first) => (
            <BusinessCard key={business.id} business={business} eager={first} level={2} />
          )}
          empty={
            <EmptyState
              onRetry={list.retry}
              icon={Store}
              title="No Businesses Available"
              action={
                <Link href="/submit" className={buttonClasses('primary')}>
                  Suggest a Business
                </Link>
              }
            >
              The directory is waiting for its first listings. Know a business that belongs here? Tell us about it.
            </EmptyState>
          }
        />
      </ListingLayout>
    </PageShell>
  );
}
