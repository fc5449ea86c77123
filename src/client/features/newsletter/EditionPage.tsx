import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { DateTime } from '../../components/ui/DateTime';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { Button, buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { usePageTitle } from '../../lib/use-page-title';
import { useArchivedEdition } from './api';
import { cityLabel } from './EditionCard';
import { EditionSections } from './EditionSections';

const backLink = (
  <Link
    href="/newsletter"
    className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline underline-offset-4"
  >
    <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All editions
  </Link>
);

/** /newsletter/:id: a sent edition as a web page, for readers who prefer the browser or missed it. */
export default function EditionPage() {
  const { id = '' } = useParams<{ id: string }>();
  const edition = useArchivedEdition(id);
  if (edition.isPending) {
    return (
      <PageShell narrow>
        <div aria-busy="true" aria-label="Loading edition" className="space-y-4">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-12 w-3/4" />
          <Skeleton className="h-32" />
        </div>
      </PageShell>
    );
  }
  if (edition.isError) {
    return (
      <PageShell narrow>
        <EmptyState
          headingLevel="h1"
          icon={SearchX}
          title="This edition could not be loaded"
          action={
            <Button variant="outline" onClick={() => void edition.refetch()}>
              Try Again
            </Button>
          }
        >
          Please try again in a moment.
        </EmptyState>
      </PageShell>
    );
  }
  if (!edition.data) return <EditionNotFound />;
  const e = edition.data;
  return (
    <PageShell narrow>
      {backLink}
      <PageHeader kicker={`Newsletter · ${cityLabel(e.city)}`} title={e.title}>
        <p>
          Sent <DateTime value={e.sentAt} />
        </p>
      </PageHeader>
      {e.content && <p className="text-lg leading-relaxed whitespace-pre-line">{e.content}</p>}
      <EditionSections picks={e.picks} />
    </PageShell>
  );
}

function EditionNotFound() {
  usePageTitle('Edition Not Found');
  return (
    <PageShell narrow>
      <EmptyState
        headingLevel="h1"
        icon={SearchX}
        title="Edition Not Found"
        action={
          <Link href="/newsletter" className={buttonClasses('primary')}>
            Browse the archive
          </Link>
        }
      >
        We couldn't find this newsletter edition. It may not have been sent yet.
      </EmptyState>
    </PageShell>
  );
}
