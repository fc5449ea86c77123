import { useState } from 'react';
import { History, RotateCcw } from 'lucide-react';
import { ARTICLE_REVISIONS_KEPT, type AdminContentItem } from '../../../../../shared/newsroom';
import { formatDateTime } from '../../../../../shared/clock';
import { Button } from '../../../../components/ui/Button';
import { Dialog } from '../../../../components/ui/Dialog';
import { Skeleton } from '../../../../components/ui/Skeleton';
import { toast } from '../../../../components/ui/use-toast';
import { readError } from '../../../../lib/api';
import { useRestoreRevision, useRevisions } from '../api';
import { changedFields, compareSnapshots } from './revision-diff';
import { RevisionDiff } from './RevisionDiff';
import { DateTime } from '../../../../components/ui/DateTime';
import { LoadFailed } from '../../../../components/ui/LoadFailed';

interface RevisionsDialogProps {
  articleId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRestored: (article: AdminContentItem) => void;
}

/** The article's saved versions, newest first; restoring one makes it the current text (and a new revision). */
export function RevisionsDialog({ articleId, open, onOpenChange, onRestored }: RevisionsDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Revisions"
      description={`The last ${ARTICLE_REVISIONS_KEPT} saves of this article. Restoring one keeps the current text as a revision too.`}
    >
      {open && (
        <RevisionList
          articleId={articleId}
          onRestored={(a) => {
            onRestored(a);
            onOpenChange(false);
          }}
        />
      )}
    </Dialog>
  );
}

function RevisionList({
  articleId,
  onRestored,
}: {
  articleId: string;
  onRestored: (article: AdminContentItem) => void;
}) {
  const revisions = useRevisions(articleId);
  const restore = useRestoreRevision(articleId);
  const [chosen, setChosen] = useState<string | null>(null);

  if (revisions.isPending) {
    return (
      <div role="status" aria-label="Loading revisions" className="space-y-2">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (revisions.isError)
    return <LoadFailed message="The revisions could not be loaded." onRetry={() => void revisions.refetch()} />;
  if (revisions.data.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted">
        <History className="h-4 w-4" aria-hidden="true" /> No revisions yet: they are written on each save.
      </p>
    );
  }
  const current = revisions.data[0]!.snapshot;
  return (
    <ol
      aria-label="Revisions"
      className="max-h-[60vh] divide-y divide-rule overflow-y-auto rounded-md border border-rule"
    >
      {revisions.data.map((rev, i) => {
        const older = revisions.data[i + 1];
        const changed = older ? changedFields(older.snapshot, rev.snapshot) : [];
        return (
          <li key={rev.id} className="space-y-2 px-3 py-2">
            <div className="flex items-center gap-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{rev.title || 'Untitled'}</p>
                <p className="text-xs text-muted">
                  <DateTime value={rev.createdAt} format={formatDateTime} />
                  {rev.savedBy && ` · ${rev.savedBy}`}
                  {i === 0 && ' · latest'}
                </p>
                <p className="text-xs text-muted">
                  {older ? (changed.length ? `Changed: ${changed.join(', ')}` : 'No changes') : 'First saved version'}
                </p>
              </div>
              {i > 0 && chosen !== rev.id && (
                <Button size="sm" variant="outline" onClick={() => setChosen(rev.id)}>
                  <RotateCcw className="h-4 w-4" aria-hidden="true" /> Compare and restore
                </Button>
              )}
            </div>
            {chosen === rev.id && (
              <div className="space-y-3 rounded-md border border-rule p-3">
                <RevisionDiff changes={compareSnapshots(current, rev.snapshot)} />
                <div className="flex flex-wrap justify-end gap-2">
                  <Button size="sm" variant="ghost" onClick={() => setChosen(null)}>
                    Cancel
                  </Button>
                  <Button
                    size="sm"
                    disabled={restore.isPending}
                    onClick={() =>
                      restore.mutate(rev.id, {
                        onSuccess: (article) => {
                          toast({ title: 'Revision restored', description: `“${article.title}”` });
                          onRestored(article);
                        },
                        onError: (error) =>
                          toast({
                            variant: 'destructive',
                            title: 'Not restored',
                            description: readError(error, 'Please try again.').message,
                          }),
                      })
                    }
                  >
                    Confirm restore
                  </Button>
                </div>
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
