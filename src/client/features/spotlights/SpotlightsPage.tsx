import { Link } from 'wouter';
import { Award } from 'lucide-react';
import { CITIES, CITY_LABELS, isCity } from '../../../shared/cities';
import { SPOTLIGHT_TYPES, SPOTLIGHT_TYPE_LABELS } from '../../../shared/spotlight-types';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { SpotlightCard } from '../../components/cards/SpotlightCard';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { useCity } from '../../lib/use-city';
import { useCitySpotlights } from './api';
import { PAGE_TITLES } from '../../../shared/page-titles';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** A city's spotlights: local heroes, small businesses, artists and community leaders, newest first. */
export default function SpotlightsPage() {
  const [city, setCity] = useCity();
  const { data: items = [], isPending, isError, refetch } = useCitySpotlights(city);
  const kinds = SPOTLIGHT_TYPES.filter((type) => items.some((s) => s.type === type));
  return (
    <PageShell>
      <PageHeader kicker={`Community · ${CITY_LABELS[city]}`} title={PAGE_TITLES['/spotlights'].title}>
        The neighbours, businesses, artists and leaders our readers nominated.
      </PageHeader>
      <div className="mb-8 flex items-center gap-2">
        <label htmlFor="spotlight-city" className="text-sm font-medium text-muted">
          City
        </label>
        <select
          id="spotlight-city"
          value={city}
          onChange={(e) => isCity(e.target.value) && setCity(e.target.value)}
          className="h-10 rounded-md border border-stone-300 bg-white px-3 text-sm font-semibold text-ink"
        >
          {CITIES.map((c) => (
            <option key={c} value={c}>
              {CITY_LABELS[c]}
            </option>
          ))}
        </select>
      </div>
      {isPending && !isError ? (
        <div className={GRID} aria-busy="true" aria-label="Loading spotlights">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="aspect-[4/5] w-full" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          onRetry={isError ? () => void refetch() : undefined}
          icon={Award}
          title="No Spotlights Yet"
          action={
            <Link href="/submit" className={buttonClasses('primary')}>
              Nominate Someone
            </Link>
          }
        >
          {`Know someone in ${CITY_LABELS[city]} who deserves recognition? Nominate them and we may feature them here.`}
        </EmptyState>
      ) : (
        <div className="space-y-12">
          {kinds.map((type) => (
            <section key={type} aria-labelledby={`kind-${type}`} className="space-y-4">
              <h2 id={`kind-${type}`} className="border-b-2 border-ink pb-2 text-2xl font-bold">
                {SPOTLIGHT_TYPE_LABELS[type]}
              </h2>
              <div className={GRID}>
                {items
                  .filter((s) => s.type === type)
                  .map((s) => (
                    <SpotlightCard key={s.id} spotlight={s} full />
                  ))}
              </div>
            </section>
          ))}
        </div>
      )}
    </PageShell>
  );
}
