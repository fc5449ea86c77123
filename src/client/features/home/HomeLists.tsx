import type { City } from '../../../shared/cities';
import { ArticleCard } from '../../components/cards/ArticleCard';
import { BusinessCard } from '../../components/cards/BusinessCard';
import { CardSkeletons } from '../../components/cards/CardSkeletons';
import { EventCard } from '../../components/cards/EventCard';
import { GRID } from '../../components/cards/grids';
import { useArticleList } from '../../lib/queries/articles';
import { useBusinessList } from '../../lib/queries/businesses';
import { useUpcomingEvents } from '../../lib/queries/events';
import { HomeSection, SectionEmpty } from './HomeSection';

/** Spec 000 section 9: the front page shows 6 stories, 4 businesses and 3 events. */
export const HOME_COUNTS = { articles: 6, businesses: 4, events: 3 } as const;

// A list that fails shows its empty state (spec 000 section 8), so "no data" covers both.

export function LatestStories({ city }: { city: City }) {
  const { data, isPending, isError } = useArticleList({ city, limit: HOME_COUNTS.articles });
  return (
    <HomeSection
      id="latest-stories"
      title="Latest Stories"
      accent="blue"
      link={{ href: '/articles', label: 'All articles' }}
    >
      {isPending && !isError ? (
        <CardSkeletons count={HOME_COUNTS.articles} shape="article" label="Loading stories" className={GRID.articles} />
      ) : data?.length ? (
        <div className={GRID.articles}>
          {data.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </div>
      ) : (
        <SectionEmpty>No articles available at this time.</SectionEmpty>
      )}
    </HomeSection>
  );
}

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
