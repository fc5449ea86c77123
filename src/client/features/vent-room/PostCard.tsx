import { useId, useState } from 'react';
import { MessageSquare } from 'lucide-react';
import { DateTime } from '../../components/ui/DateTime';
import type { VentPost } from '../../../shared/vent-room';
import { placeLabel } from '../../components/cards/ArticleCard';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Discussion } from './Discussion';
import { StatusIcon } from './StatusIcon';
import { FlagButton } from './FlagButton';
import { useAuth } from '../../lib/auth';

const splitTags = (tags: string | null) =>
  (tags ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** One post; its discussion (and the request for it) opens only when asked for. */
export function PostCard({ post }: { post: VentPost }) {
  const [open, setOpen] = useState(false);
  const { user } = useAuth();
  const panelId = useId();
  const tags = splitTags(post.tags);
  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="font-serif text-xl font-bold sm:text-2xl">{post.title}</h2>
          <p className="mt-1 text-sm text-muted">
            {post.authorName} · {placeLabel(post)} · <DateTime value={post.createdAt} />
          </p>
        </div>
        <StatusIcon status={post.status} />
      </div>
      <p className="whitespace-pre-line text-ink">{post.content}</p>
      {tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge tone="neutral">#{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-start gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          <MessageSquare className="h-4 w-4" aria-hidden="true" />
          {open ? 'Hide Discussion' : 'Show Discussion'}
        </Button>
        {user && <FlagButton kind="posts" id={post.id} label={post.title} />}
      </div>
      {open && <Discussion id={panelId} postId={post.id} postTitle={post.title} />}
    </Card>
  );
}
