import { lazy, useRef } from 'react';
import { useParams } from 'wouter';
import { CONTENT_KINDS, type ContentKind } from '../../../../shared/newsroom';
import NotFound from '../../../components/layout/NotFound';
import { PageSkeleton } from '../../../components/layout/PageSkeleton';
import { StaffPage } from '../../../components/staff/StaffLayout';
import { DetailError } from '../../../components/cards/DetailStates';
import { Skeleton } from '../../../components/ui/Skeleton';
import { readError } from '../../../lib/api';
import { useContentItem } from './api';
import { ContentForm } from './ContentForm';
import { kindLabel } from './kind-config';
import { Boundary } from '../../../lib/ssr';

// The rich-text editor is the heaviest part of the staff area: only article pages load it.
const ArticleEditor = lazy(() => import('./article/ArticleEditor'));

/** /admin/content/:kind/new and /admin/content/:kind/:id — create or edit one item. */
export default function ContentEditPage() {
  const { kind = '', id: param = 'new' } = useParams<{ kind: string; id?: string }>();
  // The item this editor just created: its address changes from /new, but the editor stays as it is.
  const created = useRef<string | null>(null);
  if (!(CONTENT_KINDS as readonly string[]).includes(kind)) return <NotFound />;
  const id = param === 'new' ? undefined : param;
  const session = id && id === created.current ? 'new' : (id ?? 'new');
  return (
    <Editor
      key={`${kind}/${session}`}
      kind={kind as ContentKind}
      id={id}
      onCreated={(newId) => {
        created.current = newId;
      }}
    />
  );
}

interface EditorProps {
  kind: ContentKind;
  id?: string;
  onCreated: (id: string) => void;
}

function Editor({ kind, id, onCreated }: EditorProps) {
  const item = useContentItem(kind, id);
  const labels = kindLabel(kind);
  const title = id ? `Edit ${labels.singular.toLowerCase()}` : `New ${labels.singular.toLowerCase()}`;

  if (id && item.isError) {
    const missing = readError(item.error).status === 404;
    return (
      <StaffPage title={missing ? `${labels.singular} not found` : title}>
        {missing ? (
          <p className="text-muted">It may have been deleted. Go back to the list to find another.</p>
        ) : (
          <DetailError onRetry={() => void item.refetch()} />
        )}
      </StaffPage>
    );
  }
  if (id && item.isPending) {
    return (
      <StaffPage title={title}>
        <div role="status" aria-label="Loading" className="space-y-4">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      </StaffPage>
    );
  }
  if (kind === 'articles') {
    return (
      <Boundary fallback={<PageSkeleton />}>
        <ArticleEditor article={item.data} onCreated={onCreated} />
      </Boundary>
    );
  }
  return (
    <StaffPage
      title={item.data ? item.data.title || title : title}
      description={item.data ? labels.singular : undefined}
    >
      <ContentForm key={kind} kind={kind} item={item.data} onCreated={onCreated} />
    </StaffPage>
  );
}
