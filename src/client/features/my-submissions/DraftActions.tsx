import { useState } from 'react';
import { Link } from 'wouter';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, buttonClasses } from '../../components/ui/Button';
import { toast } from '../../components/ui/use-toast';
import { apiRequest, readError } from '../../lib/api';
import { MY_SUBMISSIONS_KEY } from '../../lib/queries/keys';

const draftUrl = (id: string) => `/api/submissions/drafts/${encodeURIComponent(id)}`;

/**
 * A saved draft on My submissions: go on writing it, send it for review as it is, or delete it.
 * Sending one that misses something says what, and the writer continues on the form.
 */
export function DraftActions({ id, title }: { id: string; title: string }) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: MY_SUBMISSIONS_KEY });
  const send = useMutation({
    mutationFn: () => apiRequest('POST', `${draftUrl(id)}/submit`),
    onSuccess: async () => {
      setProblem(null);
      toast({ title: 'Sent for review', description: `“${title}” is with our editors now.` });
      await refresh();
    },
    onError: (error) => setProblem(readError(error, 'It could not be sent. Please try again.').message),
  });
  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', draftUrl(id)),
    onSuccess: async () => {
      toast({ title: 'Draft deleted' });
      await refresh();
    },
    onError: (error) => setProblem(readError(error, 'It could not be deleted. Please try again.').message),
  });
  const busy = send.isPending || remove.isPending;
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">Only you can see this draft until you send it for review.</p>
      {problem && (
        <p role="alert" className="rounded-md bg-paper p-3 text-sm">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Link href={`/submit?draft=${encodeURIComponent(id)}`} className={buttonClasses('primary', 'sm')}>
          Continue writing
        </Link>
        <Button size="sm" variant="outline" onClick={() => send.mutate()} disabled={busy}>
          {send.isPending ? 'Sending…' : 'Send for review'}
        </Button>
        {confirming ? (
          <>
            <Button size="sm" onClick={() => remove.mutate()} disabled={busy}>
              Yes, delete “{title}”
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)} disabled={busy}>
              Keep it
            </Button>
          </>
        ) : (
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} disabled={busy}>
            Delete draft
          </Button>
        )}
      </div>
    </div>
  );
}
