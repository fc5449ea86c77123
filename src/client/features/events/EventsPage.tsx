import { Link } from 'wouter';
import { CalendarX } from 'lucide-react';
import { AdSlot } from '../../components/ads/AdSlot';
import { DEFAULT_ADS } from '../../components/ads/ad-content';
import { EventCard } from '../../components/cards/EventCard';
import { ListingLayout, PagedGrid } from '../../components/cards/PagedGrid';
import { SidebarBox } from '../../components/cards/SidebarBox';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { CITIES, CITY_LABELS } from '../../../shared/cities';
import { findNeighbourhood } from '../../../shared/neighbourhoods';
import { useSiteOrigin } from '../../lib/ssr';
import { useListingPlace } from '../../lib/use-place';
import { PlaceFilter } from '../../components/layout/PlaceFilter';
import { useAllEvents } from '../../lib/queries/events';
import { PAGE_TITLES } from '../../../shared/page-titles';
import { EventFilterBar } from './EventFilterBar';
import { apiFilters, describeFilters, NO_FILTERS, useEventFilters } from './event-filters-url';
import { useUrlFilters } from '../../lib/search-params';

/** Calendar apps subscribe to webcal: addresses (the same feed over http(s)). */
function CalendarSubscribe() {
  const origin = useSiteOrigin();
  const webcal = origin.replace(/^https?:/, 'webcal:');
  return (
    <SidebarBox title="Subscribe to the calendar">
      <p className="text-muted">Add a city's upcoming events to your calendar app; it stays up to date by itself.</p>
      <ul className="mt-3 space-y-1.5">
        {CITIES.map((city) => (
          <li key={city}>
            <a href={`${webcal}/calendar/${city}.ics`} className="font-semibold text-brand hover:underline">
              Subscribe to the calendar: {CITY_LABELS[city]}
            </a>
          </li>
        ))}
      </ul>
    </SidebarBox>
  );
}

/** Spec 000 section 9: 6 skeleton cards on the events page. */
const SKELETONS = 6;

export default function EventsPage() {
  // /events?city=buffalo: one city's events (the links in e-mails and My submissions can point there).
  const place = useListingPlace();
  const { city, neighbourhood } = place;
  const [filters, setFilters] = useEventFilters();
  // "Clear filters" clears the day, price, kind and neighbourhood in one change of the address.
  const [, clearUrl] = useUrlFilters();
  const list = useAllEvents(city, { neighbourhood, ...apiFilters(filters) });
  const filtered = describeFilters(apiFilters(filters));
  const hood = city && neighbourhood ? findNeighbourhood(city, neighbourhood)?.name : undefined;
  const placeWords = city ? ` in ${hood ? `${hood}, ` : ''}${CITY_LABELS[city]}` : '';
  return (
    <PageShell>
      <PageHeader kicker="News & Stories" title={PAGE_TITLES['/events'].title}>
        Festivals, markets, meetings and shows happening near you.
      </PageHeader>
      <ListingLayout
        sidebar={
          <>
            <SidebarBox title="Organizing Something?">
              <p className="text-muted">
                Share your market, meet-up or show with your neighbors. Our editors review every event.
              </p>
              <Link href="/submit" className={buttonClasses('primary', 'sm', 'mt-4')}>
                Submit an Event
              </Link>
            </SidebarBox>
            <CalendarSubscribe />
            <AdSlot placement="sidebar" size="square" page="events" house={DEFAULT_ADS.directory} />
          </>
        }
      >
        <div className="mb-6 space-y-4">
          <PlaceFilter place={place} />
          <EventFilterBar filters={filters} onChange={setFilters} />
        </div>
        <PagedGrid
          list={list}
          skeleton={{ count: SKELETONS, shape: 'event', label: 'Loading events' }}
          gridClassName="grid gap-4 xl:grid-cols-2"
          renderItem={(event) => <EventCard key={event.id} event={event} level={2} />}
          empty={
            filtered || hood ? (
              <EmptyState
                onRetry={list.retry}
                icon={CalendarX}
                title="No events match these filters"
                action={
                  <button
                    type="button"
                    onClick={() => clearUrl({ ...NO_FILTERS, neighbourhood: undefined })}
                    className={buttonClasses('primary')}
                  >
                    Clear filters
                  </button>
                }
              >
                Nothing found{filtered ? ` for ${filtered}` : ''}
                {placeWords}. Try another day or fewer filters.
              </EmptyState>
            ) : (
              <EmptyState
                onRetry={list.retry}
                icon={CalendarX}
                title="No Events Available"
                action={
                  <Link href="/submit" className={buttonClasses('primary')}>
                    Submit an Event
                  </Link>
                }
              >
                There are no events on the calendar yet. Organizing something? Share it with your neighbors.
              </EmptyState>
            )
          }
        />
      </ListingLayout>
    </PageShell>
  );
}
