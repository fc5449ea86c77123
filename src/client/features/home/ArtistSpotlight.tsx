import { Link } from 'wouter';
import { Palette } from 'lucide-react';
import { buttonClasses } from '../../components/ui/Button';

/** The artist_feature spotlight; until one is published it invites a nomination. */
export function ArtistSpotlight() {
  return (
    <section aria-labelledby="artist-spotlight" className="overflow-hidden rounded-xl border border-brand/20 bg-brand-soft">
      <div className="grid items-center gap-6 p-6 sm:p-10 md:grid-cols-[auto_1fr_auto]">
        <span className="grid h-16 w-16 place-items-center rounded-full bg-brand text-white">
          <Palette className="h-8 w-8" aria-hidden="true" />
        </span>
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-brand uppercase">Artist Spotlight</p>
          <h2 id="artist-spotlight" className="mt-1 text-2xl font-bold sm:text-3xl">No Artist Spotlight Yet</h2>
          <p className="mt-2 max-w-xl text-muted">
            Know a painter, musician or photographer who deserves the cover? Nominate them and we may feature their work here.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link href="/submit" className={buttonClasses('primary', 'lg')}>Nominate an Artist</Link>
          <Link href="/artists" className={buttonClasses('outline', 'lg')}>Meet local artists</Link>
        </div>
      </div>
    </section>
  );
}
