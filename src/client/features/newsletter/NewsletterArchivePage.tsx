import { Mail } from 'lucide-react';
import { useSearchParams } from 'wouter';
import { CITIES, CITY_LABELS, isCity, type City } from '../../../shared/cities';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { inputClasses } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { Skeleton } from '../../components/ui/Skeleton';
import { useEditionArchive } from './api';
import { EditionCard } from './EditionCard';
import { PAGE_TITLES } from '../../../shared/page-titles';

/** /newsletter: every weekly edition sent so far, newest first, optionally for one city (?city=). */
export default function NewsletterArchivePage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('city');
  const city = isCity(raw) ? raw : undefined;
  const archive = useEditionArchive(city);
  const editions = archive.data?.pages.flatMap((p) => p.items) ?? [];

  const chooseCity = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (isCity(value)) next.set('city', value);
        else next.delete('city');
        return next;
      },
      { replace: true },
    );

  return (
    <PageShell>
      <PageHeader kicker="Newsletter" title={PAGE_TITLES['/newsletter'].title}>
        Every weekly edition of our newsletter: the local stories, events, businesses and neighbors we featured.
      </PageHeader>
      <div className="max-w-xs">
        <Label htmlFor="archive-city">City</Label>
        <select
          id="archive-city"
          value={city ?? ''}
          onChange={(e) => chooseCity(e.target.value)}
          className={`mt-1 h-11 ${inputClasses}`}
        >
          <option value="">All cities</option>
          {CITIES.map((c) => (
            <option key={c} value={c}>
              {CITY_LABELS[c]}
            </option>
          ))}
        </select>
      </div>
      {archive.isPending ? (
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading editions">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-56" />
          ))}
        </div>
      ) : archive.isError ? (
        <EmptyState icon={Mail} title="The archive could not be loaded" onRetry={() => void archive.refetch()}>
          Please try again in a moment.
        </EmptyState>
      ) : editions.length === 0 ? (
        <EmptyArchive city={city} />
      ) : (
        <>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {editions.map((e) => (
              <li key={e.id}>
                <EditionCard edition={e} />
              </li>
            ))}
          </ul>
          {archive.hasNextPage && (
            <div className="text-center">
              <Button
                variant="outline"
                onClick={() => void archive.fetchNextPage()}
                disabled={archive.isFetchingNextPage}
              >
                {archive.isFetchingNextPage ? 'Loading...' : 'Show older editions'}
              </Button>
            </div>
          )}
        </>
      )}
    </PageShell>
  );
}

function EmptyArchive({ city }: { city: City | undefined }) {
  return (
    <EmptyState icon={Mail} title={city ? `No editions for ${CITY_LABELS[city]} yet` : 'No editions yet'}>
      Sent newsletters will appear here. Subscribe with the form below to get the next one in your inbox.
    </EmptyState>
  );
}
