import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'wouter';
import { ArrowLeft, SearchX } from 'lucide-react';
import { PageShell } from '../../components/layout/PageHeader';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { usePageTitle } from '../../lib/use-page-title';
import { useArtist, useRecordView } from '../../lib/queries/artists';
import { AboutTab } from './AboutTab';
import { ContactTab } from './ContactTab';
import { MusicTab } from './MusicTab';
import { PortfolioTab } from './PortfolioTab';
import { ProfileHeader } from './ProfileHeader';
import { Tabs } from '../../components/ui/Tabs';

export default function ArtistProfilePage() {
  const { id = '' } = useParams<{ id: string }>();
  const [params] = useSearchParams();
  const { data: artist, isLoading, isError } = useArtist(id);
  usePageTitle(artist?.name ?? (isError ? 'Artist Not Found' : 'Artist'));
  useViewOnce(id, Boolean(artist));

  if (isLoading) {
    return (
      <PageShell>
        <div className="flex gap-6" aria-busy="true" aria-label="Loading artist">
          <Skeleton className="h-32 w-32 rounded-full" />
          <div className="flex-1 space-y-3">
            <Skeleton className="h-10 w-1/2" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-5 w-2/3" />
          </div>
        </div>
      </PageShell>
    );
  }
  if (!artist) {
    return (
      <PageShell narrow>
        <EmptyState
          headingLevel="h1"
          icon={SearchX}
          title="Artist Not Found"
          action={
            <Link href="/artists" className={buttonClasses('primary')}>
              Browse Local Artists
            </Link>
          }
        >
          The artist profile you're looking for doesn't exist.
        </EmptyState>
      </PageShell>
    );
  }

  return (
    <PageShell>
      <Link href="/artists" className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All artists
      </Link>
      <ProfileHeader artist={artist} />
      <Tabs
        label="Artist profile"
        defaultValue={params.get('tab') ?? undefined}
        tabs={[
          { value: 'portfolio', label: 'Portfolio', render: () => <PortfolioTab artist={artist} /> },
          { value: 'music', label: 'Music', render: () => <MusicTab artist={artist} /> },
          { value: 'about', label: 'About', render: () => <AboutTab artist={artist} /> },
          { value: 'contact', label: 'Contact', render: () => <ContactTab artist={artist} /> },
        ]}
      />
    </PageShell>
  );
}

/** One view per visit of a profile that exists; the server also counts each visitor only once. */
function useViewOnce(id: string, found: boolean) {
  const recordView = useRecordView(id);
  const recorded = useRef<string | null>(null);
  const { mutate } = recordView;
  useEffect(() => {
    if (!found || recorded.current === id) return;
    recorded.current = id;
    mutate();
  }, [id, found, mutate]);
}
