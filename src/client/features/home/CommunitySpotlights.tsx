import { Link } from 'wouter';
import { CITY_LABELS, type City } from '../../../shared/cities';
import { CardSkeletons } from '../../components/cards/CardSkeletons';
import { SpotlightCard } from '../../components/cards/SpotlightCard';
import { buttonClasses } from '../../components/ui/Button';
import { HOME_SPOTLIGHT_LIMIT, useCitySpotlights } from './api';
import { HomeSection, SectionEmpty } from './HomeSection';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** Local heroes, small businesses and community leaders of the city (the artist has its own box). */
export function CommunitySpotlights({ city }: { city: City }) {
  const { data, isPending, isError } = useCitySpotlights(city);
  const shown = (data ?? []).filter((s) => s.type !== 'artist_feature').slice(0, HOME_SPOTLIGHT_LIMIT);
  return (
    <HomeSection
      id="community-spotlights"
      title="Community Spotlights"
      accent="orange"
      link={{ href: `/spotlights?city=${city}`, label: 'All spotlights' }}
    >
      {isPending && !isError ? (
        <CardSkeletons count={HOME_SPOTLIGHT_LIMIT} shape="business" label="Loading spotlights" className={GRID} />
      ) : shown.length ? (
        <div className={GRID}>
          {shown.map((spotlight) => (
            <SpotlightCard key={spotlight.id} spotlight={spotlight} />
          ))}
        </div>
      ) : (
        <SectionEmpty
          action={
            <Link href="/submit" className={buttonClasses('outline')}>
              Nominate someone
            </Link>
          }
        >
          {`No community spotlights in ${CITY_LABELS[city]} yet.`}
        </SectionEmpty>
      )}
    </HomeSection>
  );
}
