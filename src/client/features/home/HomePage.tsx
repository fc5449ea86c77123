import { Link } from 'wouter';
import { ArrowRight, PenLine } from 'lucide-react';
import { CITY_LABELS } from '../../../shared/cities';
import { buttonClasses } from '../../components/ui/Button';
import { usePageTitle } from '../../lib/use-page-title';
import { CitySelector } from './CitySelector';
import { CitySkyline } from './CitySkyline';
import { HomeSection, SectionEmpty } from './HomeSection';
import { ArtistSpotlight } from './ArtistSpotlight';
import { useCity } from './use-city';

const today = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

export default function HomePage() {
  usePageTitle('Home');
  const [city, setCity] = useCity();
  return (
    <div className="mx-auto max-w-7xl space-y-14 px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-4 border-b border-rule pb-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-brand uppercase">{today.format(new Date())}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">The {CITY_LABELS[city]} Edition</h1>
        </div>
        <CitySelector city={city} onChange={setCity} />
      </div>

      <div className="grid gap-8 lg:grid-cols-3">
        <article aria-labelledby="featured-heading" className="overflow-hidden rounded-xl border border-rule bg-white lg:col-span-2">
          <CitySkyline className="aspect-[16/9] w-full sm:aspect-[2/1]" />
          <div className="space-y-3 p-6 sm:p-8">
            <p className="text-xs font-semibold tracking-[0.2em] text-muted uppercase">Featured story</p>
            <h2 id="featured-heading" className="text-2xl font-bold sm:text-3xl">No featured articles available</h2>
            <p className="max-w-prose text-muted">
              When our editors pick a cover story for {CITY_LABELS[city]}, it will lead the front page here.
            </p>
          </div>
        </article>
        <aside className="flex flex-col justify-between gap-6 rounded-xl bg-ink p-6 text-white sm:p-8">
          <div>
            <PenLine className="h-8 w-8 text-rose-300" aria-hidden="true" />
            <h2 className="mt-4 text-2xl font-bold sm:text-3xl">Your neighbourhood has a story.</h2>
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

      <HomeSection id="latest-stories" title="Latest Stories" accent="blue" link={{ href: '/articles', label: 'All articles' }}>
        <SectionEmpty>No articles available at this time.</SectionEmpty>
      </HomeSection>

      <HomeSection id="business-spotlight" title="Local Business Spotlight" accent="green" link={{ href: '/businesses', label: 'Business directory' }}>
        <SectionEmpty>No businesses available at this time.</SectionEmpty>
      </HomeSection>

      <ArtistSpotlight />

      <HomeSection id="upcoming-events" title="Upcoming Community Events" accent="orange" link={{ href: '/events', label: 'All events' }}>
        <SectionEmpty>No upcoming events at this time.</SectionEmpty>
      </HomeSection>
    </div>
  );
}
