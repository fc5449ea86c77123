import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { SearchX } from 'lucide-react';
import { ALL_CITIES, CITIES, CITY_LABELS, isCity } from '../../../shared/cities';
import { SEARCH_KINDS, SEARCH_KIND_LABELS, SEARCH_QUERY_MAX, type SearchKind } from '../../../shared/search';
import { Highlighted } from '../../components/Highlighted';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { Button, buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { inputClasses } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { Skeleton } from '../../components/ui/Skeleton';
import { useSearch } from '../../lib/search';
import { useUrlFilters } from '../../lib/search-params';
import { useListingCity } from '../../lib/use-city';
import { usePageTitle } from '../../lib/use-page-title';
import { searchTitle } from '../../../shared/page-titles';

const PER_KIND = 10;
const isKind = (v: string | null): v is SearchKind => (SEARCH_KINDS as readonly string[]).includes(v ?? '');

const BROWSE = [
  { href: '/articles', label: 'Latest stories' },
  { href: '/businesses', label: 'Local businesses' },
  { href: '/events', label: 'Upcoming events' },
  { href: '/artists', label: 'Local artists' },
];

/** /search?q=&kind=&city=: every kind of public content, grouped, with the matched words marked. */
export default function SearchPage() {
  const [params, update] = useUrlFilters();
  const asked = params.get('q')?.trim() ?? '';
  // A longer address (a pasted link) is searched by its first words, as the box would have taken them.
  const q = asked.slice(0, SEARCH_QUERY_MAX).trim();
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : undefined;
  const [city, setCity] = useListingCity();
  const [draft, setDraft] = useState(q);
  usePageTitle(searchTitle(q));
  const { data, isPending, isError, fetchStatus } = useSearch({ q, kind, city, limit: PER_KIND });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: draft.trim() || undefined });
  };
  const total = data?.groups.reduce((sum, g) => sum + g.hits.length, 0) ?? 0;

  return (
    <PageShell>
      <PageHeader kicker="Search" title={q ? `Results for “${q}”` : 'Search the site'}>
        Stories, businesses, events, artists, deals, resources, sports and fashion from our five cities.
      </PageHeader>
      <form
        role="search"
        onSubmit={submit}
        className="grid gap-4 rounded-lg border border-rule bg-white p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
      >
        <div className="space-y-1.5">
          <Label htmlFor="search-q">Words</Label>
          <input
            id="search-q"
            type="search"
            className={inputClasses}
            maxLength={SEARCH_QUERY_MAX}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="search-kind">Kind</Label>
          <select
            id="search-kind"
            className={inputClasses}
            value={kind ?? ''}
            onChange={(e) => update({ kind: e.target.value || undefined })}
          >
            <option value="">Everything</option>
            {SEARCH_KINDS.map((k) => (
              <option key={k} value={k}>
                {SEARCH_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="search-city">City</Label>
          <select
            id="search-city"
            className={inputClasses}
            value={city ?? ALL_CITIES}
            onChange={(e) => setCity(isCity(e.target.value) ? e.target.value : ALL_CITIES)}
          >
            <option value={ALL_CITIES}>All cities</option>
            {CITIES.map((c) => (
              <option key={c} value={c}>
                {CITY_LABELS[c]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">Search</Button>
      </form>

      <div className="mt-8">
        {asked.length > SEARCH_QUERY_MAX && (
          <p className="mb-4 text-sm text-muted">Only the first {SEARCH_QUERY_MAX} characters were searched.</p>
        )}
        {q.length < 2 ? (
          <p className="text-muted">Type at least two letters to search.</p>
        ) : isPending && fetchStatus !== 'idle' ? (
          <div role="status" aria-label="Searching" className="space-y-3">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : isError ? (
          <EmptyState icon={SearchX} title="Search is not available right now">
            Please try again in a moment.
          </EmptyState>
        ) : total === 0 ? (
          <EmptyState
            headingLevel="h2"
            icon={SearchX}
            title={`Nothing found for “${q}”`}
            action={
              <div className="flex flex-wrap justify-center gap-2">
                {BROWSE.map((b) => (
                  <Link key={b.href} href={b.href} className={buttonClasses('outline', 'sm')}>
                    {b.label}
                  </Link>
                ))}
              </div>
            }
          >
            {kind || city
              ? 'Try searching everything in all cities, or use fewer or more general words.'
              : 'Check the spelling, try fewer or more general words (“pizza” rather than “best pizza downtown”), or browse:'}
          </EmptyState>
        ) : (
          <div className="space-y-10">
            <p className="text-sm text-muted" role="status">
              {total} {total === 1 ? 'result' : 'results'}
              {city ? ` in ${CITY_LABELS[city]}` : ''}
            </p>
            {data?.groups.map((group) => (
              <section key={group.kind} aria-labelledby={`results-${group.kind}`} className="space-y-3">
                <h2 id={`results-${group.kind}`} className="border-b border-rule pb-2 text-2xl font-semibold">
                  {SEARCH_KIND_LABELS[group.kind]}
                </h2>
                <ul className="divide-y divide-rule">
                  {group.hits.map((hit) => (
                    <li key={hit.id} className="py-3">
                      <Link href={hit.url} className="text-lg font-semibold hover:text-brand hover:underline">
                        <Highlighted text={hit.title} />
                      </Link>
                      <p className="mt-1 text-muted">
                        <Highlighted text={hit.snippet} />
                      </p>
                      <p className="mt-1 text-xs text-muted">{isCity(hit.city) ? CITY_LABELS[hit.city] : hit.city}</p>
                    </li>
                  ))}
                </ul>
                {!kind && group.hits.length === PER_KIND && (
                  <button
                    type="button"
                    className="text-sm font-semibold text-brand hover:underline"
                    onClick={() => update({ kind: group.kind })}
                  >
                    More {SEARCH_KIND_LABELS[group.kind].toLowerCase()}
                  </button>
                )}
              </section>
            ))}
          </div>
        )}
      </div>
    </PageShell>
  );
}
