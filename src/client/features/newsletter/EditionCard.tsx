import { Link } from 'wouter';
import { CITY_LABELS, isCity } from '../../../shared/cities';
import { DateTime } from '../../components/ui/DateTime';
import type { PublicEditionSummary } from '../../../shared/newsletter';
import { Badge } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';

export const cityLabel = (city: string) => (isCity(city) ? CITY_LABELS[city] : city);

/** One sent edition in the archive: when, where, and the start of its intro. */
export function EditionCard({ edition: e }: { edition: PublicEditionSummary }) {
  return (
    <Card className="flex h-full flex-col p-6">
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
        <Badge tone="brand">{cityLabel(e.city)}</Badge>
        <DateTime value={e.sentAt} />
      </div>
      <h2 className="mt-3 font-serif text-2xl leading-snug font-semibold">
        <Link
          href={`/newsletter/${encodeURIComponent(e.id)}`}
          className="hover:text-brand hover:underline underline-offset-4"
        >
          {e.title}
        </Link>
      </h2>
      <p className="mt-2 line-clamp-3 flex-1 text-muted">{e.content || e.subject}</p>
      <Link
        href={`/newsletter/${encodeURIComponent(e.id)}`}
        className="mt-4 text-sm font-semibold text-brand hover:underline underline-offset-4"
        aria-label={`Read this edition: ${e.title}`}
      >
        Read this edition
      </Link>
    </Card>
  );
}
