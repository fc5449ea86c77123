import { useState } from 'react';
import { MessageSquareReply } from 'lucide-react';
import { formatDateTime } from '../../../shared/clock';
import { COMMENT_MARK_LABELS } from '../../../shared/comment-limits';
import type { StoryComment, StoryKind, StoryReply } from '../../../shared/comments';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { DateTime } from '../ui/DateTime';
import { ReportButton } from '../moderation/ReportButton';
import { reportComment } from '../../lib/queries/comments';
import { CommentForm } from './CommentForm';

interface Props {
  kind: StoryKind;
  storyId: string;
  comment: StoryComment | StoryReply;
  /** Signed in and verified: may reply and report. */
  canWrite: boolean;
  /** The top-level comment a reply here answers (replies are one level deep). */
  threadId: string;
}

/** One comment: who (with the Author or Staff mark), when, what; reply and report for members. */
export function CommentItem({ kind, storyId, comment, canWrite, threadId }: Props) {
  const [replying, setReplying] = useState(false);
  const replies = 'replies' in comment ? comment.replies : [];
  return (
    <li id={`comment-${comment.id}`} className="space-y-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">{comment.authorName}</span>
        {comment.marks.map((mark) => (
          <Badge key={mark} tone={mark === 'staff' ? 'brand' : 'blue'}>
            {COMMENT_MARK_LABELS[mark]}
          </Badge>
        ))}
        <DateTime value={comment.createdAt} format={formatDateTime} className="text-muted" />
      </div>
      <p className="leading-relaxed break-words whitespace-pre-line">{comment.content}</p>
      {canWrite && (
        <div className="flex flex-wrap items-start gap-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setReplying(true)}
            aria-label={`Reply to ${comment.authorName}`}
          >
            <MessageSquareReply className="h-4 w-4" aria-hidden="true" /> Reply
          </Button>
          <ReportButton
            label={`comment by ${comment.authorName}`}
            schema={() => import('../../../shared/comments').then((m) => m.commentFlagSchema)}
            send={(reason) => reportComment(comment.id, reason)}
          />
        </div>
      )}
      {replying && (
        <CommentForm
          kind={kind}
          storyId={storyId}
          parentId={threadId}
          label={`Reply to ${comment.authorName}`}
          onDone={() => setReplying(false)}
        />
      )}
      {replies.length > 0 && (
        <ul className="space-y-5 border-l-2 border-rule pl-4 sm:pl-6" aria-label={`Replies to ${comment.authorName}`}>
          {replies.map((reply) => (
            <CommentItem
              key={reply.id}
              kind={kind}
              storyId={storyId}
              comment={reply}
              canWrite={canWrite}
              threadId={threadId}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
