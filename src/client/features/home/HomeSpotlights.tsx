import type { City } from '../../../shared/cities';
import { BusinessCard } from '../../components/cards/BusinessCard';
import { CardSkeletons } from '../../components/cards/CardSkeletons';
import { EventCard } from '../../components/cards/EventCard';
import { GRID } from '../../components/cards/grids';
import { useBusinessList } from '../../lib/queries/businesses';
import { useUpcomingEvents } from '../../lib/queries/events';
import { HOME_COUNTS } from './HomeLists';
import { HomeSection, SectionEmpty } from './HomeSection';

// Below the fold on the front page: HomePage loads this module when the browser is idle.

export function BusinessSpotlight({ city }: { city: City }) {
  const { data, isPending, isError } = useBusinessList({ city, limit: HOME_COUNTS.businesses });
  return (
    <HomeSection
      id="business-spotlight"
      title="Local Business Spotlight"
      accent="green"
      link={{ href: '/businesses', label: 'Business directory' }}
    >
      {isPending && !isError ? (
        <CardSkeletons
          count={HOME_COUNTS.businesses}
          shape="business"
          label="Loading businesses"
          className={GRID.businesses}
        />
      ) : data?.length ? (
        <div className={GRID.businesses}>
          {data.map((business) => (
            <BusinessCard key={business.id} business={business} />
          ))}
        </div>
      ) : (
        <SectionEmpty>No businesses available at this time.</SectionEmpty>
      )}
    </HomeSection>
  );
}

export function UpcomingEvents({ city }: { city: City }) {
  const { data, isPending, isError } = useUpcomingEvents({ city, limit: HOME_COUNTS.events });
  return (
    <HomeSection
      id="upcoming-events"
      title="Upcoming Community Events"
      accent="orange"
      link={{ href: '/events', label: 'All events' }}
    >
      {isPending && !isError ? (
        <CardSkeletons
          count={HOME_COUNTS.events}
          shape="event"
          label="Loading events"
          className="grid gap-4 lg:grid-cols-3"
        />
      ) : data?.length ? (
        <div className="grid gap-4 lg:grid-cols-3">
          {data.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </div>
      ) : (
        <SectionEmpty>No upcoming events at this time.</SectionEmpty>
      )}
    </HomeSection>
  );
}

export { CommunitySpotlights } from './CommunitySpotlights';
