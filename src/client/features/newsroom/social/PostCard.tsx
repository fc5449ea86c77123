import { useState } from 'react';
import {
  checkSocialPost,
  SOCIAL_PLATFORM_LABELS,
  SOCIAL_POST_STATUS_LABELS,
  SOCIAL_RULES,
  socialLength,
  WAITING_FOR_RECONNECT,
} from '../../../../shared/social';
import type { SocialPostView } from '../../../../shared/social-contract';
import { Button } from '../../../components/ui/Button';
import { fromLocalInput } from '../../../lib/local-input';
import { usePostAction } from './api';
import { formatDateTime } from '../../../../shared/clock';

/** One post: its text with the network's count and rules as staff type, and what can be done with it. */
export function PostCard({ post }: { post: SocialPostView }) {
  const [content, setContent] = useState(post.content);
  const [when, setWhen] = useState('');
  const act = usePostAction();
  const errors = checkSocialPost(post.platform, { content, imageUrl: post.imageUrl });
  const editable = ['draft', 'scheduled', 'failed', 'held', 'cancelled'].includes(post.status);
  const label = post.waitingForReconnect ? WAITING_FOR_RECONNECT : SOCIAL_POST_STATUS_LABELS[post.status];
  const id = `post-${post.id}`;
  return (
    <article className="space-y-2 rounded-lg border border-rule bg-white p-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold">
        {SOCIAL_PLATFORM_LABELS[post.platform]} · {post.title}
      </h3>
      <p className="text-sm">
        Status: <strong>{label}</strong>
        {post.scheduledFor ? ` · ${formatDateTime(post.scheduledFor)}` : ''}
        {post.engagement ? ` · ${post.engagement.likes ?? 0} likes, ${post.engagement.reposts ?? 0} reposts` : ''}
      </p>
      {post.lastError && <p className="text-sm text-red-700">{post.lastError}</p>}
      <label htmlFor={`${id}-text`} className="block text-sm font-medium">
        Text for {SOCIAL_PLATFORM_LABELS[post.platform]}
      </label>
      <textarea
        id={`${id}-text`}
        className="w-full rounded border border-rule p-2 text-sm"
        rows={5}
        value={content}
        disabled={!editable}
        onChange={(e) => setContent(e.target.value)}
      />
      <p className="text-xs" aria-live="polite">
        {socialLength(post.platform, content)} / {SOCIAL_RULES[post.platform].max}
        {errors.map((e) => (
          <span key={e.message} className="block text-red-700">
            {e.message}
          </span>
        ))}
      </p>
      <div
        aria-label={`Preview on ${SOCIAL_PLATFORM_LABELS[post.platform]}`}
        className="rounded bg-paper p-3 text-sm whitespace-pre-wrap"
      >
        {content}
        {post.imageUrl && (
          <img src={post.imageUrl} alt="" width={320} height={180} className="mt-2 h-auto max-w-full" />
        )}
      </div>
      {editable && (
        <div className="flex flex-wrap items-end gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={errors.length > 0}
            onClick={() => act.mutate({ id: post.id, action: '', method: 'PATCH', body: { content } })}
          >
            Save
          </Button>
          <label className="text-sm">
            Schedule for{' '}
            <input
              type="datetime-local"
              className="rounded border border-rule p-1"
              value={when}
              onChange={(e) => setWhen(e.target.value)}
            />
          </label>
          <Button
            size="sm"
            variant="outline"
            disabled={!fromLocalInput(when) || errors.length > 0}
            onClick={() =>
              act.mutate({ id: post.id, action: 'schedule', body: { scheduledFor: fromLocalInput(when) } })
            }
          >
            Schedule
          </Button>
          {post.status === 'failed' || post.status === 'held' ? (
            <Button size="sm" onClick={() => act.mutate({ id: post.id, action: 'retry' })}>
              Retry
            </Button>
          ) : (
            <Button
              size="sm"
              disabled={errors.length > 0}
              onClick={() => act.mutate({ id: post.id, action: 'post-now' })}
            >
              Post now
            </Button>
          )}
          {post.status !== 'cancelled' && (
            <Button size="sm" variant="ghost" onClick={() => act.mutate({ id: post.id, action: 'cancel' })}>
              Cancel
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
