import { memo } from 'react';
import { Link } from 'wouter';
import { ArrowRight, PenLine } from 'lucide-react';
import { CITY_LABELS, type City } from '../../../shared/cities';
import { formatDateline } from '../../../shared/dates';
import { buttonClasses } from '../../components/ui/Button';
import { usePageTitle } from '../../lib/use-page-title';
import { CitySelector } from './CitySelector';
import { FeaturedHero } from './FeaturedHero';
import { LatestStories } from './HomeLists';
import { lazyWhenIdle } from '../../lib/idle';
import { useCity } from '../../lib/use-city';
import { Boundary, useKeepsServerText } from '../../lib/ssr';

// Below the fold and not needed for the first paint: their code is fetched when the browser is
// idle (lib/idle.ts); a server-rendered page shows the server's HTML for them until then.
const PremiumCarousel = lazyWhenIdle(() =>
  import('../../components/ads/PremiumCarousel').then((m) => ({ default: m.PremiumCarousel })),
);
const spotlights = () => import('./HomeSpotlights');
const BusinessSpotlight = lazyWhenIdle(() => spotlights().then((m) => ({ default: m.BusinessSpotlight })));
const UpcomingEvents = lazyWhenIdle(() => spotlights().then((m) => ({ default: m.UpcomingEvents })));
const ArtistSpotlight = lazyWhenIdle(() => import('./ArtistSpotlight').then((m) => ({ default: m.ArtistSpotlight })));
const CommunitySpotlights = lazyWhenIdle(() => spotlights().then((m) => ({ default: m.CommunitySpotlights })));
const CommunityPhotos = lazyWhenIdle(() => import('./CommunityPhotos').then((m) => ({ default: m.CommunityPhotos })));
const ads = () => import('./HomeAds');
const LeaderboardAd = lazyWhenIdle(() => ads().then((m) => ({ default: m.LeaderboardAd })));
const PinnedMobileAd = lazyWhenIdle(() => ads().then((m) => ({ default: m.PinnedMobileAd })));
const RecommendedSection = lazyWhenIdle(() =>
  import('./RecommendedSection').then((m) => ({ default: m.RecommendedSection })),
);

// Memoised on the city, like the sections below: when HomePage renders again
// (the remembered city is read after hydration) before their code has arrived, React sees no change
// and keeps the server's HTML instead of swapping in the placeholders (no layout shift).
const Leaderboard = memo(function Leaderboard({ city }: { city: City }) {
  return (
    <Boundary fallback={<div className="min-h-[90px]" aria-hidden="true" />}>
      <LeaderboardAd city={city} />
    </Boundary>
  );
});

/** Everything under the hero: the lists, spotlights, carousel, photos and recommendations. */
const FrontPageSections = memo(function FrontPageSections({ city }: { city: City }) {
  return (
    <>
      <LatestStories city={city} />
      <Boundary fallback={<div className="min-h-[420px]" aria-hidden="true" />}>
        <BusinessSpotlight city={city} />
      </Boundary>
      <Boundary fallback={<div className="min-h-[420px]" aria-hidden="true" />}>
        <ArtistSpotlight city={city} />
      </Boundary>
      <Boundary fallback={<div className="min-h-[420px]" aria-hidden="true" />}>
        <CommunitySpotlights city={city} />
      </Boundary>
      <Boundary fallback={<div className="min-h-[240px]" aria-hidden="true" />}>
        <PremiumCarousel city={city} />
      </Boundary>
      <Boundary fallback={<div className="min-h-[300px]" aria-hidden="true" />}>
        <UpcomingEvents city={city} />
      </Boundary>
      <Boundary fallback={<div className="min-h-[240px]" aria-hidden="true" />}>
        <CommunityPhotos city={city} />
      </Boundary>
      <Boundary fallback={<div className="min-h-[320px]" aria-hidden="true" />}>
        <RecommendedSection />
      </Boundary>

      {/* Phones get a slim ad pinned to the bottom edge; it steps aside by itself after 8 s. */}
      <Boundary fallback={null}>
        <PinnedMobileAd city={city} />
      </Boundary>
    </>
  );
});

/**
 * The day in the magazine's cities ("Tuesday, November 24, 2026"), so the server's render and the reader's
 * browser agree. The browser keeps the server's text while it adopts the page (writing it needs Intl:
 * see useKeepsServerText), and a page rendered just before midnight may reach the browser just after.
 */
function Dateline() {
  const kept = useKeepsServerText('today');
  return (
    <p className="text-xs font-semibold tracking-[0.2em] text-brand uppercase" suppressHydrationWarning>
      {kept ? '' : formatDateline(new Date())}
    </p>
  );
}

export default function HomePage() {
  usePageTitle('Home');
  const [city, setCity] = useCity();
  return (
    <div className="mx-auto max-w-7xl space-y-14 px-4 py-8 sm:px-6 sm:py-10">
      <div className="space-y-8">
        <Leaderboard city={city} />
        <div className="flex flex-col gap-4 border-b border-rule pb-5 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <Dateline />
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

      <FrontPageSections city={city} />
    </div>
  );
}
