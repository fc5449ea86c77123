import { Newspaper } from 'lucide-react';
import { CITY_LABELS, type City } from '../../../../shared/cities';
import type { AdminEdition } from '../../../../shared/newsletter';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';
import { useAdminEditions } from './api';
import { formatRate, STATUS_LABELS, STATUS_TONES, statusLine } from './format';

interface EditionListProps {
  city: City;
  selected: string | null;
  onSelect: (id: string) => void;
}

/** A city's editions, newest first; each opens in the workspace. */
export function EditionList({ city, selected, onSelect }: EditionListProps) {
  const editions = useAdminEditions(city);
  if (editions.isPending) {
    return (
      <div className="space-y-3" aria-busy="true" aria-label="Loading editions">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    );
  }
  if (editions.isError) {
    return (
      <EmptyState
        icon={Newspaper}
        title="Editions could not be loaded"
        action={
          <Button variant="outline" onClick={() => void editions.refetch()}>
            Try Again
          </Button>
        }
      />
    );
  }
  if (editions.data.length === 0) {
    return (
      <EmptyState icon={Newspaper} title={`No editions for ${CITY_LABELS[city]} yet`}>
        Choose New edition: it is drafted from the last week's stories, upcoming events, new businesses and the current
        spotlight.
      </EmptyState>
    );
  }
  return (
    <ul aria-label={`Editions for ${CITY_LABELS[city]}`} className="space-y-3">
      {editions.data.map((e) => (
        <li key={e.id}>
          <EditionRow edition={e} active={e.id === selected} onSelect={() => onSelect(e.id)} />
        </li>
      ))}
    </ul>
  );
}

function EditionRow({
  edition: e,
  active,
  onSelect,
}: {
  edition: AdminEdition;
  active: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={active ? 'true' : undefined}
      className={cn(
        'block w-full rounded-lg border bg-white p-4 text-left shadow-sm transition-colors hover:border-brand',
        active ? 'border-brand ring-1 ring-brand' : 'border-rule',
      )}
    >
      <span className="flex items-start justify-between gap-3">
        <span className="font-serif text-lg leading-snug font-semibold">{e.title}</span>
        <Badge tone={STATUS_TONES[e.status]}>{STATUS_LABELS[e.status]}</Badge>
      </span>
      <span className="mt-1 block text-sm text-muted">{statusLine(e)}</span>
      {e.status === 'sent' && (
        <span className="mt-2 flex gap-4 text-sm">
          <span>
            Open rate <strong>{formatRate(e.openRate)}</strong>
          </span>
          <span>
            Click rate <strong>{formatRate(e.clickRate)}</strong>
          </span>
        </span>
      )}
    </button>
  );
}
