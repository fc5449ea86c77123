import { useState } from 'react';
import { Plus } from 'lucide-react';
import { CITIES, CITY_LABELS, DEFAULT_CITY, type City } from '../../../../shared/cities';
import { Button } from '../../../components/ui/Button';
import { cn } from '../../../lib/cn';
import { useCreateEdition, useSubscriberCounts } from './api';
import { EditionList } from './EditionList';
import { EditionWorkspace } from './EditionWorkspace';
import { BouncedList } from './BouncedList';
import { toastFailure } from './server-errors';

/** City switch, that city's editions on the left and the chosen one's workspace on the right. */
export function NewsletterDesk() {
  const [city, setCity] = useState<City>(DEFAULT_CITY);
  const [selected, setSelected] = useState<string | null>(null);
  const create = useCreateEdition();
  const counts = useSubscriberCounts();
  const confirmed = counts.data?.find((c) => c.city === city)?.confirmed;

  const chooseCity = (next: City) => {
    setCity(next);
    setSelected(null);
  };
  const draftNew = () =>
    create.mutate(city, {
      onSuccess: (edition) => setSelected(edition.id),
      onError: (error) => toastFailure('Could not draft an edition', error),
    });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div role="group" aria-label="City" className="flex flex-wrap gap-2">
          {CITIES.map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={c === city}
              onClick={() => chooseCity(c)}
              className={cn(
                'rounded-full border px-4 py-1.5 text-sm font-medium transition-colors',
                c === city
                  ? 'border-brand bg-brand text-white'
                  : 'border-rule bg-white text-ink hover:border-brand hover:text-brand',
              )}
            >
              {CITY_LABELS[c]}
            </button>
          ))}
        </div>
        <Button onClick={draftNew} disabled={create.isPending}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {create.isPending ? 'Drafting...' : 'New edition'}
        </Button>
      </div>
      {confirmed !== undefined && (
        <p className="text-sm text-muted">
          {confirmed === 1 ? '1 confirmed subscriber' : `${confirmed} confirmed subscribers`} would receive an edition
          for {CITY_LABELS[city]}.
        </p>
      )}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <EditionList city={city} selected={selected} onSelect={setSelected} />
        <EditionWorkspace key={selected ?? 'none'} id={selected} recipients={confirmed} />
      </div>
      <BouncedList />
    </div>
  );
}
