import { Link } from 'wouter';
import { ArrowRight, Palette } from 'lucide-react';
import type { City } from '../../../shared/cities';
import { CoverImage } from '../../components/cards/CoverImage';
import { buttonClasses } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { useCurrentSpotlight } from './api';

const frame =
  'render-near-view overflow-hidden rounded-xl border border-brand/20 bg-brand-soft [--estimated-height:500px]';
const kicker = <p className="text-xs font-semibold tracking-[0.2em] text-brand uppercase">Artist Spotlight</p>;

/** The current artist_feature spotlight of the city; until one is published it invites a nomination. */
export function ArtistSpotlight({ city }: { city: City }) {
  const { data: spotlight, isPending, isError } = useCurrentSpotlight('artist_feature', city);

  if (isPending && !isError) {
    return (
      <div
        role="status"
        aria-label="Loading the artist spotlight"
        className={`${frame} grid gap-6 p-6 sm:p-10 md:grid-cols-[2fr_3fr]`}
      >
        <Skeleton className="aspect-[3/2] w-full" />
        <div className="space-y-3">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-5 w-full" />
        </div>
      </div>
    );
  }

  if (!spotlight) {
    return (
      <section aria-labelledby="artist-spotlight" className={frame}>
        <div className="grid items-center gap-6 p-6 sm:p-10 md:grid-cols-[auto_1fr_auto]">
          <span className="grid h-16 w-16 place-items-center rounded-full bg-brand text-white">
            <Palette className="h-8 w-8" aria-hidden="true" />
          </span>
          <div>
            {kicker}
            <h2 id="artist-spotlight" className="mt-1 text-2xl font-bold sm:text-3xl">
              No Artist Spotlight Yet
            </h2>
            <p className="mt-2 max-w-xl text-muted">
              Know a painter, musician or photographer who deserves the cover? Nominate them and we may feature their
              work here.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link href="/submit" className={buttonClasses('primary', 'lg')}>
              Nominate an Artist
            </Link>
            <Link href="/artists" className={buttonClasses('outline', 'lg')}>
              Meet local artists
            </Link>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="artist-spotlight" className={frame}>
      <div className="grid items-center gap-6 p-6 sm:p-10 md:grid-cols-[2fr_3fr] md:gap-10">
        <CoverImage
          src={spotlight.imageUrl}
          alt={spotlight.featureName || spotlight.title}
          ratio="photo"
          className="rounded-lg"
        />
        <div className="space-y-3">
          {kicker}
          <h2 id="artist-spotlight" className="text-3xl leading-tight font-bold">
            {spotlight.title}
          </h2>
          {spotlight.featureName && <p className="font-semibold text-ink">{spotlight.featureName}</p>}
          <p className="max-w-prose text-muted">{spotlight.description}</p>
          <Link href="/artists" className={buttonClasses('primary', 'lg', 'mt-2')}>
            Meet local artists <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
