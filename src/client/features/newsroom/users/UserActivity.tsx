import { formatDate } from '../../../../shared/dates';
import { Badge } from '../../../components/ui/Badge';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useUserActivity } from './api';
import { LoadFailed } from '../../../components/ui/LoadFailed';

/** What the account has sent in: submissions for review and Vent Room posts. */
export function UserActivity({ id }: { id: string }) {
  const activity = useUserActivity(id);
  if (activity.isPending) return <Skeleton className="h-24 w-full" />;
  if (activity.isError)
    return <LoadFailed message="The account's activity could not be loaded." onRetry={() => void activity.refetch()} />;
  const { submissions, ventPosts } = activity.data;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ActivityList
        title="Submissions"
        empty="No submissions."
        rows={submissions.map((s) => ({
          key: `${s.kind}/${s.id}`,
          title: s.title,
          meta: `${s.kind} · ${formatDate(s.createdAt)}`,
          status: s.status,
        }))}
      />
      <ActivityList
        title="Vent Room posts"
        empty="No posts."
        rows={ventPosts.map((p) => ({ key: p.id, title: p.title, meta: formatDate(p.createdAt), status: p.status }))}
      />
    </div>
  );
}

function ActivityList({
  title,
  empty,
  rows,
}: {
  title: string;
  empty: string;
  rows: { key: string; title: string; meta: string; status: string }[];
}) {
  return (
    <div>
      <h3 className="font-sans text-sm font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{empty}</p>
      ) : (
        <ul aria-label={title} className="mt-1 divide-y divide-rule text-sm">
          {rows.map((r) => (
            <li key={r.key} className="py-1.5">
              <p className="font-medium">{r.title}</p>
              <p className="flex items-center gap-2 text-xs text-muted">
                {r.meta} <Badge>{r.status}</Badge>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
