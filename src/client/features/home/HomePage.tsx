import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { ArrowRight, PenLine } from 'lucide-react';
import { CITY_LABELS } from '../../../shared/cities';
import { AdBanner } from '../../components/ads/AdBanner';
import { DEFAULT_ADS } from '../../components/ads/ad-content';
import { buttonClasses } from '../../components/ui/Button';
import { usePageTitle } from '../../lib/use-page-title';
import { ArtistSpotlight } from './ArtistSpotlight';
import { CitySelector } from './CitySelector';
import { CommunityPhotos } from './CommunityPhotos';
import { FeaturedHero } from './FeaturedHero';
import { BusinessSpotlight, LatestStories, UpcomingEvents } from './HomeLists';
import { useCity } from '../../lib/use-city';

// Below the fold and not needed for the first paint: their code arrives while the reader reads.
const PremiumCarousel = lazy(() =>
  import('../../components/ads/PremiumCarousel').then((m) => ({ default: m.PremiumCarousel })),
);
const RecommendedSection = lazy(() => import('./RecommendedSection').then((m) => ({ default: m.RecommendedSection })));

const today = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

export default function HomePage() {
  usePageTitle('Home');
  const [city, setCity] = useCity({ remember: true });
  return (
    <div className="mx-auto max-w-7xl space-y-14 px-4 py-8 sm:px-6 sm:py-10">
      <div className="space-y-8">
        <AdBanner ad={DEFAULT_ADS.advertise} size="leaderboard" dismissible />
        <div className="flex flex-col gap-4 border-b border-rule pb-5 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-xs font-semibold tracking-[0.2em] text-brand uppercase">{today.format(new Date())}</p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">The {CITY_LABELS[city]} Edition</h1>
          </div>
          <CitySelector city={city} onChange={setCity} />
        </div>
      </div>

      <div className="grid gap-8 lg:grid-cols-3">
        <FeaturedHero city={city} />
        <aside className="flex flex-col justify-between gap-6 rounded-xl bg-ink p-6 text-white sm:p-8">
          <div>
            <PenLine className="h-8 w-8 text-rose-300" aria-hidden="true" />
            <h2 className="mt-4 text-2xl font-bold sm:text-3xl">Your neighborhood has a story.</h2>
            <p className="mt-3 text-stone-300">
              This magazine is written by the people who live here. Send us news, photos, events or a nomination for a
              local hero.
            </p>
          </div>
          <Link href="/submit" className={buttonClasses('light', 'lg', 'self-start')}>
            Submit Content <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </aside>
      </div>

      <LatestStories city={city} />
      <BusinessSpotlight city={city} />
      <ArtistSpotlight city={city} />
      <Suspense fallback={<div className="min-h-[240px]" aria-hidden="true" />}>
        <PremiumCarousel />
      </Suspense>
      <UpcomingEvents city={city} />
      <CommunityPhotos city={city} />
      <Suspense fallback={<div className="min-h-[320px]" aria-hidden="true" />}>
        <RecommendedSection />
      </Suspense>

      {/* Phones get a slim ad pinned to the bottom edge; it steps aside by itself after 8 s. */}
      <AdBanner ad={DEFAULT_ADS.events} size="mobile" dismissible className="fixed inset-x-2 bottom-2 z-40 sm:hidden" />
    </div>
  );
}
