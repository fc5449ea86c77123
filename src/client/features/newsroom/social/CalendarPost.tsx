import { useState } from 'react';
import type { LucideIcon } from 'lucide-react';
import { CalendarClock, CheckCircle2, PauseCircle, PenLine, Send, Unplug, XCircle, Ban } from 'lucide-react';
import { SOCIAL_PLATFORM_LABELS, SOCIAL_POST_STATUS_LABELS, WAITING_FOR_RECONNECT } from '../../../../shared/social';
import type { SocialPostView } from '../../../../shared/social-contract';
import { Button } from '../../../components/ui/Button';
import { toLocalInput } from '../../../lib/local-input';
import { formatTime } from '../../../../shared/clock';

const STATUS_ICONS: Record<string, LucideIcon> = {
  draft: PenLine,
  scheduled: CalendarClock,
  sending: Send,
  posted: CheckCircle2,
  failed: XCircle,
  held: PauseCircle,
  cancelled: Ban,
  reconnect: Unplug,
};

/** Posts the schedule route still accepts a new time for. */
export const MOVABLE = new Set(['draft', 'scheduled', 'failed', 'held']);

/** When a post sits on the calendar: when it went out, else when it is due. */
export function postTime(post: SocialPostView): Date | null {
  const iso = post.postedAt ?? post.scheduledFor;
  return iso ? new Date(iso) : null;
}

export function statusLabel(post: SocialPostView): string {
  return post.waitingForReconnect ? WAITING_FOR_RECONNECT : SOCIAL_POST_STATUS_LABELS[post.status];
}

/**
 * One post on the calendar: network, state in words and icon, time. Dragging it to another day moves
 * it; "Move to…" does the same from the keyboard or a screen reader.
 */
export function CalendarPost({
  post,
  onMove,
  onDragStart,
}: {
  post: SocialPostView;
  onMove: (post: SocialPostView, to: Date) => void;
  onDragStart: (post: SocialPostView) => void;
}) {
  const [open, setOpen] = useState(false);
  const time = postTime(post);
  const [when, setWhen] = useState(toLocalInput(time));
  const movable = MOVABLE.has(post.status);
  const Icon = STATUS_ICONS[post.waitingForReconnect ? 'reconnect' : post.status] ?? CalendarClock;
  const platform = SOCIAL_PLATFORM_LABELS[post.platform];
  const fieldId = `move-${post.id}`;
  return (
    <div
      className={`rounded border border-rule bg-white p-1.5 text-xs ${movable ? 'cursor-grab' : ''}`}
      draggable={movable}
      data-testid={`calendar-post-${post.id}`}
      onDragStart={(e) => {
        e.dataTransfer?.setData('text/plain', post.id);
        onDragStart(post);
      }}
    >
      <p className="font-semibold break-words">
        {time ? formatTime(time) : ''} · {platform}
      </p>
      <p className="break-words">{post.title}</p>
      <p className="flex items-center gap-1">
        <Icon aria-hidden="true" className="size-3.5 shrink-0" />
        <span>{statusLabel(post)}</span>
      </p>
      {movable && !open && (
        <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
          Move to…
          <span className="sr-only">
            {' '}
            ({platform}: {post.title})
          </span>
        </Button>
      )}
      {movable && open && (
        <form
          className="mt-1 space-y-1"
          onSubmit={(e) => {
            e.preventDefault();
            if (!when) return;
            onMove(post, new Date(when));
            setOpen(false);
          }}
        >
          <label htmlFor={fieldId} className="block">
            New time for {platform}: {post.title}
          </label>
          <input
            id={fieldId}
            type="datetime-local"
            className="w-full rounded border border-rule p-1"
            value={when}
            onChange={(e) => setWhen(e.target.value)}
          />
          <div className="flex gap-1">
            <Button size="sm" type="submit" disabled={!when}>
              Move
            </Button>
            <Button size="sm" variant="ghost" type="button" onClick={() => setOpen(false)}>
              Keep
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
