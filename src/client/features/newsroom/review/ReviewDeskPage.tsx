import { useState } from 'react';
import { ClipboardCheck } from 'lucide-react';
import { CITIES } from '../../../../shared/cities';
import {
  REVIEW_KINDS,
  REVIEW_KIND_LABELS,
  REVIEW_STAGES,
  type ReviewKind,
  type ReviewStage,
} from '../../../../shared/review';
import { EmptyState } from '../../../components/ui/EmptyState';
import { StaffPage } from '../../../components/staff/StaffLayout';
import { Skeleton } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';
import { useUrlFilters } from '../../../lib/search-params';
import { useReviewQueue, type DeskFilters as Filters } from './api';
import { AdCreativeQueue } from './AdCreativeQueue';
import { DeskFilters } from './DeskFilters';
import { ReviewItemDetail } from './ReviewItemDetail';
import { ReportedVents } from './ReportedVents';
import { useShortcuts } from './use-shortcuts';
import { DateTime } from '../../../components/ui/DateTime';
import { LoadFailed } from '../../../components/ui/LoadFailed';

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

function Shortcuts() {
  const keys = [
    ['a', 'approve (asks first)'],
    ['r', 'reject with the note (asks first)'],
    ['j', 'next'],
    ['k', 'previous'],
  ];
  return (
    <p className="text-sm text-muted" aria-label="Keyboard shortcuts">
      Keyboard:{' '}
      {keys.map(([key, what], i) => (
        <span key={key}>
          {i > 0 && ' · '}
          <kbd className="rounded border border-rule bg-white px-1.5 font-mono text-xs text-ink">{key}</kbd> {what}
        </span>
      ))}
    </p>
  );
}

function Desk() {
  const [params, setParams] = useUrlFilters();
  const filters: Filters = {
    kind: pick(REVIEW_KINDS, params.get('kind')),
    city: pick(CITIES, params.get('city')),
    status: pick(REVIEW_STAGES, params.get('status')) ?? ('pending' satisfies ReviewStage),
  };
  const queue = useReviewQueue(filters, true);
  const items = queue.data?.items ?? [];
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const keyOf = (i: { kind: ReviewKind; id: string }) => `${i.kind}:${i.id}`;
  const index = Math.max(
    0,
    items.findIndex((i) => keyOf(i) === selectedKey),
  );
  const selected = items[index];
  const move = (step: number) => {
    const next = items[Math.min(items.length - 1, Math.max(0, index + step))];
    if (next) setSelectedKey(keyOf(next));
  };
  useShortcuts({ j: () => move(1), k: () => move(-1) });

  return (
    <div className="space-y-6">
      <DeskFilters filters={filters} counts={queue.data?.counts} onChange={(change) => setParams(change)} />
      <Shortcuts />
      {queue.isLoading ? (
        <div role="status" aria-label="Loading the queue" className="grid gap-4 lg:grid-cols-[20rem_1fr]">
          <Skeleton className="h-64" />
          <Skeleton className="h-96" />
        </div>
      ) : queue.isError ? (
        <LoadFailed message="The queue could not be loaded." onRetry={() => void queue.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={ClipboardCheck} title="Nothing here">
          No {filters.kind ? REVIEW_KIND_LABELS[filters.kind].toLowerCase() : 'submissions'} with this status. Try
          another kind, city or status.
        </EmptyState>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[20rem_1fr]">
          <ol aria-label="Queue" className="max-h-[70vh] space-y-2 overflow-y-auto pr-1">
            {items.map((item, i) => (
              <li key={keyOf(item)}>
                <button
                  type="button"
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => setSelectedKey(keyOf(item))}
                  className={cn(
                    'w-full rounded-md border p-3 text-left focus-visible:outline-2 focus-visible:outline-brand',
                    i === index ? 'border-brand bg-brand-soft' : 'border-rule bg-white hover:border-brand',
                  )}
                >
                  <span className="block text-xs font-semibold tracking-wide text-muted uppercase">
                    {REVIEW_KIND_LABELS[item.kind]} · {item.city ?? 'no city'}
                  </span>
                  <span className="block font-medium">{item.title}</span>
                  <DateTime value={item.submittedAt} className="block text-xs text-muted" />
                </button>
              </li>
            ))}
          </ol>
          {selected && (
            <ReviewItemDetail
              key={keyOf(selected)}
              item={selected}
              onDecided={() => setSelectedKey(items[index + 1] ? keyOf(items[index + 1]!) : null)}
            />
          )}
        </div>
      )}
    </div>
  );
}

/** The review desk (editors and admins): every reader submission, decided on one screen. */
export default function ReviewDeskPage() {
  return (
    <StaffPage
      title="Review desk"
      description="Every reader submission in one queue. Approving publishes it; the sender hears from us either way."
    >
      <div className="space-y-10">
        <AdCreativeQueue />
        <ReportedVents />
        <Desk />
      </div>
    </StaffPage>
  );
}
