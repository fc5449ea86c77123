import { ShieldAlert } from 'lucide-react';
import { CITY_LABELS, isCity } from '../../../shared/cities';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { toast } from '../../components/ui/use-toast';
import { readError } from '../../lib/api';
import { useModerate, usePendingVents } from './api';

type Kind = 'posts' | 'comments';

function Decision({ kind, id, label }: { kind: Kind; id: string; label: string }) {
  const moderate = useModerate();
  const decide = (status: 'approved' | 'rejected') =>
    moderate.mutate(
      { kind, id, status },
      {
        onSuccess: () => toast({ title: status === 'approved' ? 'Approved' : 'Rejected', description: label }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: readError(error, 'The decision was not saved.').message,
            variant: 'destructive',
          }),
      },
    );
  return (
    <div className="flex shrink-0 gap-2">
      <Button
        size="sm"
        disabled={moderate.isPending}
        aria-label={`Approve ${label}`}
        onClick={() => decide('approved')}
      >
        Approve
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={moderate.isPending}
        aria-label={`Reject ${label}`}
        onClick={() => decide('rejected')}
      >
        Reject
      </Button>
    </div>
  );
}

/** Staff only (the server checks too): what waits for review, with Approve / Reject. */
export function ModerationPanel() {
  const { data, isLoading, isError } = usePendingVents(true);
  const empty = data && data.posts.length === 0 && data.comments.length === 0;
  return (
    <Card id="moderation" className="space-y-4 border-amber-300 p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <ShieldAlert className="h-5 w-5 text-accent-orange" aria-hidden="true" /> Moderation queue
      </h2>
      {isLoading && <p className="text-sm text-muted">Loading the queue...</p>}
      {isError && <p className="text-sm text-red-700">The queue could not be loaded.</p>}
      {empty && <p className="text-sm text-muted">Nothing waits for review.</p>}
      {data && data.posts.length > 0 && (
        <ul aria-label="Pending posts" className="divide-y divide-rule">
          {data.posts.map((p) => (
            <li key={p.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <p className="font-semibold">{p.title}</p>
                <p className="text-sm text-muted">
                  {p.realAuthorName}
                  {p.isAnonymous ? ' (anonymous)' : ''} · {isCity(p.city) ? CITY_LABELS[p.city] : p.city}
                </p>
                <p className="mt-1 line-clamp-3 text-sm">{p.content}</p>
              </div>
              <Decision kind="posts" id={p.id} label={`post “${p.title}”`} />
            </li>
          ))}
        </ul>
      )}
      {data && data.comments.length > 0 && (
        <ul aria-label="Pending comments" className="divide-y divide-rule">
          {data.comments.map((c) => (
            <li key={c.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <p className="text-sm text-muted">
                  On “{c.postTitle}” · {c.realAuthorName}
                  {c.isAnonymous ? ' (anonymous)' : ''}
                </p>
                <p className="mt-1 line-clamp-3 text-sm">{c.content}</p>
              </div>
              <Decision kind="comments" id={c.id} label={`comment by ${c.realAuthorName}`} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
