import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { FileText, Plus } from 'lucide-react';
import { ADMIN_LIST_LIMIT, CONTENT_KINDS, type AdminContentItem, type ContentKind } from '../../../shared/newsroom';
import { formatDate } from '../../../shared/dates';
import NotFound from '../../components/layout/NotFound';
import { contentEditPath, contentNewPath } from '../../components/staff/staff-nav';
import { StaffPage } from '../../components/staff/StaffLayout';
import { Button, buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { toast } from '../../components/ui/use-toast';
import { serverMessage } from '../../lib/api';
import { useUrlFilters } from '../../lib/search-params';
import { useContentList, useDeleteContent } from './api';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { ContentFilters, type FilterValues } from './ContentFilters';
import { cityName, kindLabel } from './kind-config';
import { StatusBadge } from './StatusBadge';

const PAGE_SIZE = ADMIN_LIST_LIMIT.default;

/** /admin/content/:kind — the desk of one kind: search, filters, newest first, a page at a time. */
export default function ContentListPage() {
  const { kind = '' } = useParams<{ kind: string }>();
  if (!(CONTENT_KINDS as readonly string[]).includes(kind)) return <NotFound />;
  return <ContentList key={kind} kind={kind as ContentKind} />;
}

function ContentList({ kind }: { kind: ContentKind }) {
  const labels = kindLabel(kind);
  const [params, setParams] = useUrlFilters();
  const values: FilterValues = {
    q: params.get('q') ?? '',
    city: params.get('city') ?? '',
    status: params.get('status') ?? '',
    category: params.get('category') ?? '',
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, isError, isPlaceholderData, refetch } = useContentList(kind, {
    ...values,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const filtered = Object.values(values).some(Boolean);

  return (
    <StaffPage
      title={labels.plural}
      description={`Every ${labels.singular.toLowerCase()} in every city, newest first.`}
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
                  setParams({ q: undefined, city: undefined, status: undefined, category: undefined, page: undefined })
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
        <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <ContentRows kind={kind} items={data.items} />
          <Pager page={page} total={data.total} onPage={(p) => setParams({ page: p > 1 ? String(p) : undefined })} />
        </div>
      )}
    </StaffPage>
  );
}

function ContentRows({ kind, items }: { kind: ContentKind; items: AdminContentItem[] }) {
  const [doomed, setDoomed] = useState<AdminContentItem | null>(null);
  const remove = useDeleteContent(kind);
  const confirm = () => {
    if (!doomed) return;
    remove.mutate(doomed.id, {
      onSuccess: () => {
        toast({ title: 'Deleted', description: `“${doomed.title}” is gone.` });
        setDoomed(null);
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Not deleted',
          description: serverMessage(error) ?? 'Please try again.',
        }),
    });
  };
  return (
    <>
      <ul
        aria-label={kindLabel(kind).plural}
        className="divide-y divide-rule overflow-hidden rounded-lg border border-rule bg-white"
      >
        {items.map((item) => (
          <li key={item.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
            <div className="min-w-0 flex-1">
              <Link
                href={contentEditPath(kind, item.id)}
                className="font-serif text-lg font-semibold hover:text-brand hover:underline"
              >
                {item.title || 'Untitled'}
              </Link>
              <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                <StatusBadge status={item.status} isPublic={item.isPublic} />
                <span>{cityName(item.city)}</span>
                {typeof item.category === 'string' && item.category && <span>{item.category}</span>}
                {item.publishDate && <span>{formatDate(item.publishDate)}</span>}
              </p>
            </div>
            <div className="flex shrink-0 gap-2">
              <Link href={contentEditPath(kind, item.id)} className={buttonClasses('outline', 'sm')}>
                Edit<span className="sr-only"> “{item.title}”</span>
              </Link>
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700 hover:bg-red-50 hover:text-red-800"
                onClick={() => setDoomed(item)}
              >
                Delete<span className="sr-only"> “{item.title}”</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDeleteDialog
        title={doomed?.title ?? null}
        pending={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setDoomed(null)}
      />
    </>
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
