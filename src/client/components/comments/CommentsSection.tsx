import { useState } from 'react';
import type { StoryKind } from '../../../shared/comments';
import { resendVerification, signIn, useAuth } from '../../lib/auth';
import { Button } from '../ui/Button';
import { Skeleton } from '../ui/Skeleton';
import { useCommentThread } from '../../lib/queries/comments';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';

export interface CommentsProps {
  kind: StoryKind;
  storyId: string;
  title: string;
}

/** Who may write: a visitor is asked to sign in, an unverified member to verify their address. */
function WhoMayWrite({ kind, storyId, title }: CommentsProps) {
  const { user, isLoading } = useAuth();
  const [sent, setSent] = useState<string>();
  if (isLoading) return null;
  if (!user)
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-md bg-paper p-4">
        <p>Sign in to join the conversation.</p>
        <Button size="sm" onClick={signIn}>
          Sign in to comment
        </Button>
      </div>
    );
  if (!user.emailVerified)
    return (
      <div className="space-y-2 rounded-md bg-paper p-4" role="note">
        <p>Please verify your e-mail address to comment: open the link we sent you.</p>
        {sent ? (
          <p role="status" className="text-sm text-muted">
            {sent}
          </p>
        ) : (
          <Button
            size="sm"
            variant="outline"
            onClick={() => void resendVerification().then(setSent, () => setSent('Please try again in a moment.'))}
          >
            Send the link again
          </Button>
        )}
      </div>
    );
  return <CommentForm kind={kind} storyId={storyId} label={`Comment on ${title}`} />;
}

/** A story's comments: the count, the thread with its replies and marks, and the form or the way to it. */
export default function CommentsSection(props: CommentsProps) {
  const { kind, storyId } = props;
  const thread = useCommentThread(kind, storyId);
  const { user } = useAuth();
  const canWrite = Boolean(user?.emailVerified);
  const count = thread.data?.count ?? 0;
  return (
    <section
      id="comments"
      aria-labelledby="comments-heading"
      className="mx-auto max-w-[68ch] space-y-6 border-t border-rule pt-6"
    >
      <h2 id="comments-heading" className="text-2xl font-semibold">
        {count > 0 ? `Comments (${count})` : 'Comments'}
      </h2>
      <WhoMayWrite {...props} />
      {thread.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : thread.isError ? (
        <p role="alert">
          The comments could not be loaded.{' '}
          <Button variant="ghost" size="sm" onClick={() => void thread.refetch()}>
            Try again
          </Button>
        </p>
      ) : count === 0 ? (
        <p className="text-muted">No comments yet. Be the first to share your thoughts.</p>
      ) : (
        <ul className="space-y-6" aria-label="Comments">
          {thread.data.comments.map((c) => (
            <CommentItem key={c.id} kind={kind} storyId={storyId} comment={c} canWrite={canWrite} threadId={c.id} />
          ))}
        </ul>
      )}
    </section>
  );
}
