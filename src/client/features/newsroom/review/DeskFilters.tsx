import { CITIES, CITY_LABELS } from '../../../../shared/cities';
import { REVIEW_KINDS, REVIEW_KIND_LABELS, REVIEW_STAGES, type ReviewKind } from '../../../../shared/review';
import { Field } from '../../../components/ui/Field';
import { selectClasses } from '../../../components/ui/Input';
import { cn } from '../../../lib/cn';
import type { DeskFilters as Filters } from './api';

interface Props {
  filters: Filters;
  counts: Record<string, number> | undefined;
  onChange: (change: Partial<Record<'kind' | 'city' | 'status', string | undefined>>) => void;
}

const STAGE_LABELS = { pending: 'Waiting for review', approved: 'Approved', rejected: 'Rejected' };

/** Kind, city and status filters, and the number of items of each kind under the city and status chosen. */
export function DeskFilters({ filters, counts, onChange }: Props) {
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Kind">
          {(p) => (
            <select
              {...p}
              className={selectClasses}
              value={filters.kind ?? ''}
              onChange={(e) => onChange({ kind: e.target.value || undefined })}
            >
              <option value="">Every kind</option>
              {REVIEW_KINDS.map((k) => (
                <option key={k} value={k}>
                  {REVIEW_KIND_LABELS[k]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="City">
          {(p) => (
            <select
              {...p}
              className={selectClasses}
              value={filters.city ?? ''}
              onChange={(e) => onChange({ city: e.target.value || undefined })}
            >
              <option value="">Every city</option>
              {CITIES.map((c) => (
                <option key={c} value={c}>
                  {CITY_LABELS[c]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Status">
          {(p) => (
            <select
              {...p}
              className={selectClasses}
              value={filters.status}
              onChange={(e) => onChange({ status: e.target.value })}
            >
              {REVIEW_STAGES.map((s) => (
                <option key={s} value={s}>
                  {STAGE_LABELS[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <nav aria-label="Counts per kind">
        <ul className="flex flex-wrap gap-2 text-sm">
          <li>
            <CountButton
              label="All"
              count={total}
              active={!filters.kind}
              onClick={() => onChange({ kind: undefined })}
            />
          </li>
          {REVIEW_KINDS.map((k: ReviewKind) => (
            <li key={k}>
              <CountButton
                label={REVIEW_KIND_LABELS[k]}
                count={counts?.[k]}
                active={filters.kind === k}
                onClick={() => onChange({ kind: k })}
              />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function CountButton({
  label,
  count,
  active,
  onClick,
}: {
  label: string;
  count?: number;
  active: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={active}
      className={cn(
        'rounded-full border px-3 py-1 font-medium focus-visible:outline-2 focus-visible:outline-brand',
        active ? 'border-brand bg-brand text-white' : 'border-rule bg-white text-ink hover:border-brand',
      )}
    >
      {label} <span className={cn('ml-1 tabular-nums', active ? 'text-white/90' : 'text-muted')}>{count ?? '…'}</span>
    </button>
  );
}
