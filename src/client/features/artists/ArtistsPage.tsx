import { useState } from 'react';
import { Link } from 'wouter';
import { Palette, PenLine } from 'lucide-react';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { Button, buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { useAuth } from '../../lib/auth';
import { useArtists } from '../../lib/queries/artists';
import { ArtistCard } from './ArtistCard';
import { ArtistFiltersBar } from './ArtistFiltersBar';
import { FeaturedStories } from './FeaturedStories';
import { RadioSection } from './RadioSection';
import { useArtistFilters } from './use-artist-filters';
import { WriteupDialog } from './WriteupDialog';
import { PAGE_TITLES } from '../../../shared/page-titles';

export default function ArtistsPage() {
  const { user } = useAuth();
  const [filters, setFilters] = useArtistFilters();
  const { data: artists = [], isLoading, isError, refetch } = useArtists(filters);
  const [writing, setWriting] = useState(false);
  const authorName = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '';

  return (
    <PageShell>
      <PageHeader kicker="Community" title={PAGE_TITLES['/artists'].title}>
        Painters, musicians, photographers, writers and performers from right here.
      </PageHeader>
      {user && (
        <div className="-mt-4 flex justify-end">
          <Button onClick={() => setWriting(true)}>
            <PenLine className="h-4 w-4" aria-hidden="true" /> Write Artist Feature
          </Button>
          <WriteupDialog
            open={writing}
            onOpenChange={setWriting}
            author={{ name: authorName, email: user.email ?? '' }}
          />
        </div>
      )}

      <RadioSection />
      <FeaturedStories />

      <section aria-labelledby="directory-heading" className="space-y-6">
        <h2 id="directory-heading" className="border-b-2 border-ink pb-3 text-2xl font-bold sm:text-3xl">
          Artist Directory
        </h2>
        <ArtistFiltersBar filters={filters} onChange={setFilters} />
        {isLoading ? (
          <p role="status" className="text-muted">
            Loading artists...
          </p>
        ) : (
          <>
            <p role="status" className="text-sm font-medium text-muted">
              {artists.length} artist(s) found
            </p>
            {artists.length === 0 ? (
              <EmptyState
                onRetry={isError ? () => void refetch() : undefined}
                icon={Palette}
                title="No artists found"
                action={
                  <Link href="/submit" className={buttonClasses('primary')}>
                    Share Your Work
                  </Link>
                }
              >
                {isError
                  ? 'The artist directory could not be loaded. Please try again in a moment.'
                  : 'Try another search, city or medium. Are you a local artist? Introduce yourself.'}
              </EmptyState>
            ) : (
              <ul aria-label="Artists" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {artists.map((artist) => (
                  <li key={artist.id} className="flex">
                    <ArtistCard artist={artist} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </PageShell>
  );
}
