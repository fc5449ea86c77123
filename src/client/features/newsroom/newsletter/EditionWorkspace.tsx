import { useEffect, useRef, useState } from 'react';
import { MousePointerClick } from 'lucide-react';
import { Badge } from '../../../components/ui/Badge';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';
import type { AdminEditionDetail } from '../../../../shared/newsletter';
import { useAdminEdition } from './api';
import { EditionEditor } from './EditionEditor';
import { STATUS_LABELS, STATUS_TONES } from './format';
import { PreviewFrame } from './PreviewFrame';
import { SentSummary } from './SentSummary';

type View = 'edit' | 'preview';

/** The chosen edition: its editor (or, once sent, its results) and its preview. */
export function EditionWorkspace({ id, recipients }: { id: string | null; recipients?: number }) {
  if (!id) {
    return (
      <EmptyState icon={MousePointerClick} title="Choose an edition">
        Pick an edition from the list to edit, preview and send it, or start a new one.
      </EmptyState>
    );
  }
  return <Workspace id={id} recipients={recipients} />;
}

/** On a phone the workspace sits below the list: bring it into view when an edition is chosen. */
function useRevealOnSmallScreens() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (window.matchMedia?.('(max-width: 1023px)').matches) ref.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  return ref;
}

function Workspace({ id, recipients }: { id: string; recipients?: number }) {
  const edition = useAdminEdition(id);
  const [view, setView] = useState<View>('edit');
  const ref = useRevealOnSmallScreens();
  return (
    <div ref={ref} className="min-w-0 scroll-mt-24">
      {edition.isPending ? (
        <Skeleton className="h-[32rem]" />
      ) : edition.isError ? (
        <p role="alert" className="text-red-700">
          This edition could not be loaded. It may have been deleted.
        </p>
      ) : (
        <EditionCard edition={edition.data} view={view} onView={setView} recipients={recipients} />
      )}
    </div>
  );
}

interface EditionCardProps {
  edition: AdminEditionDetail;
  view: View;
  onView: (view: View) => void;
  recipients?: number;
}

function EditionCard({ edition: e, view, onView: setView, recipients }: EditionCardProps) {
  const tabs: { value: View; label: string }[] = [
    { value: 'edit', label: e.status === 'sent' ? 'Results' : 'Edit' },
    { value: 'preview', label: 'Preview' },
  ];
  return (
    <Card className="min-w-0 p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="font-serif text-2xl font-semibold">{e.title}</h2>
        <Badge tone={STATUS_TONES[e.status]}>{STATUS_LABELS[e.status]}</Badge>
      </div>
      <div role="tablist" aria-label="Edition views" className="mt-4 flex gap-1 border-b border-rule">
        {tabs.map((t) => (
          <button
            key={t.value}
            type="button"
            role="tab"
            id={`tab-${t.value}`}
            aria-selected={view === t.value}
            aria-controls={`panel-${t.value}`}
            onClick={() => setView(t.value)}
            className={cn(
              '-mb-px border-b-2 px-4 py-2 text-sm font-medium',
              view === t.value ? 'border-brand text-brand' : 'border-transparent text-muted hover:text-ink',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      {/* The editor stays mounted while the preview shows, so unsaved edits survive a look at it. */}
      <div role="tabpanel" id="panel-edit" aria-labelledby="tab-edit" hidden={view !== 'edit'} className="mt-6">
        {e.status === 'sent' ? <SentSummary edition={e} /> : <EditionEditor edition={e} recipients={recipients} />}
      </div>
      <div
        role="tabpanel"
        id="panel-preview"
        aria-labelledby="tab-preview"
        hidden={view !== 'preview'}
        className="mt-6"
      >
        {view === 'preview' && <PreviewFrame id={e.id} />}
      </div>
    </Card>
  );
}
