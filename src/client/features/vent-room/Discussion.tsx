import { MessageCircle } from 'lucide-react';
import { DateTime } from '../../components/ui/DateTime';
import { Skeleton } from '../../components/ui/Skeleton';
import { useVentComments } from './api';
import { CommentForm } from './CommentForm';
import { FlagButton } from './FlagButton';
import { useAuth } from '../../lib/auth';

/** The approved replies to one post, oldest first, and the form to add one. */
export function Discussion({ postId, postTitle, id }: { postId: string; postTitle: string; id: string }) {
  const { data: comments, isLoading, isError } = useVentComments(postId);
  const { user } = useAuth();
  return (
    <section id={id} aria-label={`Discussion of ${postTitle}`} className="space-y-4 border-t border-rule pt-4">
      {isLoading && (
        <div className="space-y-2">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-5/6" />
        </div>
      )}
      {isError && <p className="text-sm text-red-700">The comments could not be loaded. Please try again later.</p>}
      {comments && comments.length === 0 && (
        <p className="flex items-center gap-2 text-sm text-muted">
          <MessageCircle className="h-4 w-4" aria-hidden="true" /> No comments yet. Be the first to reply.
        </p>
      )}
      {comments && comments.length > 0 && (
        <ul aria-label="Comments" className="space-y-3">
          {comments.map((c) => (
            <li key={c.id} className="border-l-2 border-brand-soft pl-3">
              <p className="text-sm whitespace-pre-line text-ink">{c.content}</p>
              <p className="mt-1 text-xs text-muted">
                {c.authorName} · <DateTime value={c.createdAt} />
              </p>
              {user && <FlagButton kind="comments" id={c.id} label={`comment by ${c.authorName}`} />}
            </li>
          ))}
        </ul>
      )}
      <CommentForm postId={postId} postTitle={postTitle} />
    </section>
  );
}
