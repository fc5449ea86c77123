import { useState } from 'react';
import type { BulkAction, ContentKind } from '../../../../shared/newsroom';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { selectClasses } from '../../../components/ui/Input';
import { toast } from '../../../components/ui/use-toast';
import { readError } from '../../../lib/api';
import { useBulkAction } from './api';
import { useCategoryChoices } from './ContentFilters';
import { CATEGORY_FILTERS } from './kind-config';

/** Events keep their category in the form only; the server has no category column to move them by. */
const canCategorise = (kind: ContentKind) => kind !== 'events';

interface BulkBarProps {
  kind: ContentKind;
  selected: string[];
  /** Called with the ids the server did not change, which stay selected. */
  onDone: (leftSelected: string[]) => void;
}

/** What to do with the selected items: one request, then the server's summary item by item. */
export function BulkBar({ kind, selected, onDone }: BulkBarProps) {
  const [action, setAction] = useState<BulkAction | ''>('');
  const [category, setCategory] = useState('');
  const [confirming, setConfirming] = useState(false);
  const bulk = useBulkAction(kind);
  const categories = useCategoryChoices(kind);
  const label = CATEGORY_FILTERS[kind].label.toLowerCase();
  const n = selected.length;

  const run = () => {
    if (!action) return;
    bulk.mutate(
      { action, ids: selected, ...(action === 'categorise' ? { category } : {}) },
      {
        onSuccess: (res) => {
          setConfirming(false);
          const failed = res.results.filter((r) => !r.ok);
          toast({
            variant: failed.length ? 'destructive' : undefined,
            title: failed.length ? 'Some items were not changed' : 'Done',
            description: res.summary,
          });
          onDone(failed.map((r) => r.id));
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Nothing changed',
            description: readError(error, 'Please try again.').message,
          }),
      },
    );
  };
  const ready = action !== '' && (action !== 'categorise' || category !== '');

  return (
    <div
      role="region"
      aria-label="Selected items"
      className="flex flex-wrap items-end gap-3 rounded-lg border border-brand/30 bg-brand-soft/40 p-3"
    >
      <p className="min-h-11 basis-full text-sm font-medium sm:basis-auto sm:self-center" aria-live="polite">
        {n} selected
      </p>
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium sm:flex-none">
        With the selected
        <select className={selectClasses} value={action} onChange={(e) => setAction(e.target.value as BulkAction | '')}>
          <option value="">Choose an action</option>
          <option value="publish">Publish</option>
          <option value="unpublish">Unpublish</option>
          {canCategorise(kind) && <option value="categorise">Change {label}</option>}
          <option value="delete">Delete</option>
        </select>
      </label>
      {action === 'categorise' && (
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium sm:flex-none">
          New {label}
          <select className={selectClasses} value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">Choose</option>
            {categories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <Button
        disabled={!ready || bulk.isPending}
        onClick={() => (action === 'delete' ? setConfirming(true) : run())}
        className="h-11"
      >
        {bulk.isPending ? 'Working…' : 'Apply'}
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={(open) => !open && setConfirming(false)}
        title={`Delete ${n} ${n === 1 ? 'item' : 'items'} for good?`}
        description="Readers will no longer find them, and they cannot be brought back. To take them off the site for now, unpublish them instead."
      >
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            Keep them
          </Button>
          <Button className="bg-red-700 hover:bg-red-800" onClick={run} disabled={bulk.isPending}>
            {bulk.isPending ? 'Deleting…' : `Delete ${n}`}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
