import { useAuth } from '../../lib/auth';
import { DateTime } from '../../components/ui/DateTime';
import { Card } from '../../components/ui/Card';
import { useMyVents } from './api';
import { StatusIcon } from './StatusIcon';

/** The signed-in author's posts and comments that still wait for a moderator, with the pending clock. */
export function MyPending() {
  const { user } = useAuth();
  const { data } = useMyVents(Boolean(user));
  const posts = (data?.posts ?? []).filter((p) => p.status === 'pending');
  const comments = (data?.comments ?? []).filter((c) => c.status === 'pending');
  if (posts.length + comments.length === 0) return null;
  return (
    <section aria-labelledby="my-pending-heading">
      <Card className="space-y-3 p-5 sm:p-6">
        <h2 id="my-pending-heading" className="text-lg font-semibold">
          Waiting for review
        </h2>
        <p className="text-sm text-muted">Only you see these until a moderator approves them.</p>
        <ul className="space-y-2">
          {posts.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-3">
              <span>
                <span className="font-medium">{p.title}</span>{' '}
                <span className="text-sm text-muted">
                  · <DateTime value={p.createdAt} />
                </span>
              </span>
              <StatusIcon status={p.status} />
            </li>
          ))}
          {comments.map((c) => (
            <li key={c.id} className="flex items-center justify-between gap-3">
              <span className="line-clamp-1">Your comment: {c.content}</span>
              <StatusIcon status={c.status} />
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
