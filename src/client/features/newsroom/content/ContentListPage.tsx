import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { FileText, Plus } from 'lucide-react';
import { ADMIN_LIST_LIMIT, CONTENT_KINDS, type ContentKind } from '../../../../shared/newsroom';
import NotFound from '../../../components/layout/NotFound';
import { contentNewPath } from '../../../components/staff/staff-nav';
import { StaffPage } from '../../../components/staff/StaffLayout';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useUrlFilters } from '../../../lib/search-params';
import { useContentList } from './api';
import { BulkBar } from './BulkBar';
import { ContentFilters, type FilterValues } from './ContentFilters';
import { ContentRows } from './ContentRows';
import { kindLabel } from './kind-config';

const FILTER_KEYS = ['q', 'city', 'status', 'category', 'author', 'from', 'to'] as const;

const PAGE_SIZE = ADMIN_LIST_LIMIT.default;

/**
 * /admin/content/:kind — the desk of one kind: search, filters and order, a page at a time; select
 * many to publish, unpublish, delete or re-categorise them in one action.
 */
export default function ContentListPage() {
  const { kind = '' } = useParams<{ kind: string }>();
  if (!(CONTENT_KINDS as readonly string[]).includes(kind)) return <NotFound />;
  return <ContentList key={kind} kind={kind as ContentKind} />;
}

function ContentList({ kind }: { kind: ContentKind }) {
  const labels = kindLabel(kind);
  const [params, setParams] = useUrlFilters();
  const values = Object.fromEntries(
    [...FILTER_KEYS, 'sort'].map((key) => [key, params.get(key) ?? '']),
  ) as unknown as FilterValues;
  const [selection, setSelection] = useState<Set<string>>(new Set());
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, isError, isPlaceholderData, refetch } = useContentList(kind, {
    ...values,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const filtered = FILTER_KEYS.some((key) => values[key]);
  const onPage = new Set(data?.items.map((i) => i.id) ?? []);
  const selected = [...selection].filter((id) => onPage.has(id));
  const select = (ids: string[], on: boolean) =>
    setSelection((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <StaffPage
      title={labels.plural}
      description={`Every ${labels.singular.toLowerCase()} in every city. Select several to change them at once.`}
      actions={
        <Link href={contentNewPath(kind)} className={buttonClasses('primary')}>
          <Plus className="h-4 w-4" aria-hidden="true" /> New {labels.singular.toLowerCase()}
        </Link>
      }
    >
      <ContentFilters kind={kind} values={values} onChange={(change) => setParams({ ...change, page: undefined })} />
      {isError && (
        <EmptyState
          icon={FileText}
          title="The list could not be loaded"
          action={<Button onClick={() => void refetch()}>Try again</Button>}
        >
          Check your connection and try again.
        </EmptyState>
      )}
      {isPending && <ListSkeleton />}
      {data && data.items.length === 0 && (
        <EmptyState
          icon={FileText}
          title={filtered ? `No ${labels.plural.toLowerCase()} match` : `No ${labels.plural.toLowerCase()} yet`}
          action={
            filtered ? (
              <Button
                variant="outline"
                onClick={() =>
                  setParams({ ...Object.fromEntries(FILTER_KEYS.map((k) => [k, undefined])), page: undefined })
                }
              >
                Clear filters
              </Button>
            ) : (
              <Link href={contentNewPath(kind)} className={buttonClasses('primary')}>
                Write the first one
              </Link>
            )
          }
        >
          {filtered ? 'Try other words or fewer filters.' : 'Anything the newsroom writes or approves appears here.'}
        </EmptyState>
      )}
      {data && data.items.length > 0 && (
        <div className={isPlaceholderData ? 'space-y-3 opacity-60 transition-opacity' : 'space-y-3'}>
          {selected.length > 0 && (
            <BulkBar kind={kind} selected={selected} onDone={(left) => setSelection(new Set(left))} />
          )}
          <ContentRows kind={kind} items={data.items} selected={new Set(selected)} onSelect={select} />
          <Pager page={page} total={data.total} onPage={(p) => setParams({ page: p > 1 ? String(p) : undefined })} />
        </div>
      )}
    </StaffPage>
  );
}

function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const first = (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(total, page * PAGE_SIZE);
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted" aria-live="polite">
        {first}–{last} of {total}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Newer
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Older
        </Button>
      </div>
    </nav>
  );
}

function ListSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading the list"
      className="divide-y divide-rule rounded-lg border border-rule bg-white"
    >
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="space-y-2 px-4 py-4">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      ))}
    </div>
  );
}
