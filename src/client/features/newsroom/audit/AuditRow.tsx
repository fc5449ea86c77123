import { formatDateTime } from '../../../../shared/clock';
import type { AuditEntry } from '../../../../shared/newsroom';
import { DateTime } from '../../../components/ui/DateTime';

/** The fields that changed between before and after, each as "was → is". */
function changes(before: unknown, after: unknown): { field: string; was: string; is: string }[] {
  if (!before || !after || typeof before !== 'object' || typeof after !== 'object') return [];
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  const show = (v: unknown) => {
    const text = typeof v === 'string' ? v : JSON.stringify(v);
    return text === undefined ? '—' : text.length > 80 ? `${text.slice(0, 80)}…` : text;
  };
  return Object.keys(a)
    .filter((k) => k !== 'updatedAt' && JSON.stringify(a[k]) !== JSON.stringify(b[k]))
    .map((k) => ({ field: k, was: show(b[k]), is: show(a[k]) }));
}

/** One entry: who did what to which item, when, and what changed. */
export function AuditRow({ entry }: { entry: AuditEntry }) {
  const diff = changes(entry.before, entry.after);
  return (
    <li className="px-4 py-3 text-sm">
      <p>
        <span className="font-semibold">{entry.actorName ?? 'System'}</span>{' '}
        <code className="rounded bg-stone-100 px-1.5 py-0.5 text-xs">{entry.action}</code> {entry.entityType}
        {entry.entityLabel && <span className="font-medium"> “{entry.entityLabel}”</span>}
      </p>
      <p className="text-xs text-muted">
        <DateTime value={entry.createdAt} format={formatDateTime} />
      </p>
      {diff.length > 0 && (
        <details className="mt-1">
          <summary className="cursor-pointer text-xs font-medium text-brand">
            {diff.length} field{diff.length === 1 ? '' : 's'} changed
          </summary>
          <dl className="mt-1 grid gap-x-3 gap-y-1 text-xs sm:grid-cols-[10rem_minmax(0,1fr)]">
            {diff.map((d) => (
              <div key={d.field} className="contents">
                <dt className="font-medium">{d.field}</dt>
                <dd className="break-words text-muted">
                  <del>{d.was}</del> → <ins className="no-underline text-ink">{d.is}</ins>
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </li>
  );
}
