import { ScrollText } from 'lucide-react';
import { AUDIT_ACTIONS, CONTENT_KINDS } from '../../../../shared/newsroom';
import { StaffPage } from '../../../components/staff/StaffLayout';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Input, selectClasses } from '../../../components/ui/Input';
import { Label } from '../../../components/ui/Label';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useUrlFilters } from '../../../lib/search-params';
import { AUDIT_PAGE_SIZE, useAudit, useAuditActors } from './api';
import { AuditRow } from './AuditRow';
import { LoadFailed } from '../../../components/ui/LoadFailed';

const ENTITIES = [...CONTENT_KINDS, 'category', 'user', 'vent'];
/** "2026-11-20" (a calendar day in the reader's zone) to the instant it starts or ends. */
const dayStart = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : undefined);
const dayEnd = (day: string) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : undefined);

/** /admin/audit — who did what and when, with the item before and after (admins). */
export default function AuditPage() {
  return (
    <StaffPage
      level="admin"
      title="Audit log"
      description="Every staff action on content, users and moderation: who, what, when, and what changed."
    >
      <AuditDesk />
    </StaffPage>
  );
}

function AuditDesk() {
  const [params, setParams] = useUrlFilters();
  const actor = params.get('actor') ?? '';
  const action = params.get('action') ?? '';
  const entity = params.get('entity') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const actors = useAuditActors();
  const log = useAudit({
    actor: actor || undefined,
    action: action || undefined,
    entity: entity || undefined,
    from: dayStart(from),
    to: dayEnd(to),
    offset: (page - 1) * AUDIT_PAGE_SIZE,
  });
  const set = (change: Record<string, string>) => setParams({ ...change, page: undefined });

  return (
    <div className="space-y-4">
      <div className="grid gap-3 rounded-lg border border-rule bg-white p-4 sm:grid-cols-2 xl:grid-cols-5">
        <div className="space-y-1.5">
          <Label htmlFor="audit-actor">Who</Label>
          <select
            id="audit-actor"
            className={selectClasses}
            value={actor}
            onChange={(e) => set({ actor: e.target.value })}
          >
            <option value="">Anyone</option>
            {(actors.data ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="audit-action">Action</Label>
          <select
            id="audit-action"
            className={selectClasses}
            value={action}
            onChange={(e) => set({ action: e.target.value })}
          >
            <option value="">Any action</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="audit-entity">What</Label>
          <select
            id="audit-entity"
            className={selectClasses}
            value={entity}
            onChange={(e) => set({ entity: e.target.value })}
          >
            <option value="">Anything</option>
            {ENTITIES.map((x) => (
              <option key={x} value={x}>
                {x}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="audit-from">From</Label>
          <Input id="audit-from" type="date" value={from} onChange={(e) => set({ from: e.target.value })} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="audit-to">To</Label>
          <Input id="audit-to" type="date" value={to} onChange={(e) => set({ to: e.target.value })} />
        </div>
      </div>
      {log.isPending && <Skeleton className="h-72 w-full" />}
      {log.isError && <LoadFailed message="The audit log could not be loaded." onRetry={() => void log.refetch()} />}
      {log.data && log.data.items.length === 0 && (
        <EmptyState icon={ScrollText} title="Nothing recorded">
          No staff action matches these filters.
        </EmptyState>
      )}
      {log.data && log.data.items.length > 0 && (
        <>
          <ol
            aria-label="Audit entries"
            className="divide-y divide-rule overflow-hidden rounded-lg border border-rule bg-white"
          >
            {log.data.items.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </ol>
          <div className="flex items-center justify-between text-sm text-muted">
            <span>{log.data.total} entries</span>
            <span className="flex gap-2">
              <Button
                size="sm"
                variant="outline"
                disabled={page <= 1}
                onClick={() => setParams({ page: String(page - 1) })}
              >
                Newer
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={page * AUDIT_PAGE_SIZE >= log.data.total}
                onClick={() => setParams({ page: String(page + 1) })}
              >
                Older
              </Button>
            </span>
          </div>
        </>
      )}
    </div>
  );
}
