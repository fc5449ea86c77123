import type { ReactNode } from 'react';
import { CalendarClock, Eye, EyeOff, Save, Send } from 'lucide-react';
import { formatDateTime } from '../../../../shared/clock';
import { scheduleProblem } from '../../../../shared/newsroom/publish-rules';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { DateTimeInput } from '../../../components/staff/DateTimeInput';
import { StatusBadge } from './StatusBadge';
import { DateTime } from '../../../components/ui/DateTime';

export type PublishAction = 'draft' | 'schedule' | 'publish' | 'unpublish' | 'update';

interface PublishPanelProps {
  /** The saved status (null before the first save). */
  status: string | null;
  isPublic: boolean;
  publishDate: string | null;
  onPublishDateChange: (iso: string | null) => void;
  publishDateError?: string;
  pending: PublishAction | null;
  onAction: (action: PublishAction) => void;
  /** Fields that sit with publishing (city, featured flag, "Saved" state). */
  children?: ReactNode;
}

/**
 * Where an item stands and what can happen to it next: a draft can be saved, scheduled or
 * published; a public item can be updated or unpublished; a scheduled one published at once.
 */
export function PublishPanel({
  status,
  isPublic,
  publishDate,
  onPublishDateChange,
  publishDateError,
  pending,
  onAction,
  children,
}: PublishPanelProps) {
  const live = status === 'published' || (status === 'scheduled' && isPublic);
  const waiting = status === 'scheduled' && !isPublic;
  const busy = pending !== null;
  const label = (action: PublishAction, text: string) => (pending === action ? 'Saving…' : text);
  return (
    <section
      aria-labelledby="publish-heading"
      className="space-y-4 rounded-lg border border-rule bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="publish-heading" className="font-sans text-sm font-semibold tracking-wide uppercase">
          Publishing
        </h2>
        {status ? (
          <StatusBadge status={status} isPublic={isPublic} />
        ) : (
          <span className="text-xs text-muted">Not saved yet</span>
        )}
      </div>
      {waiting && publishDate && (
        <p className="flex items-start gap-2 rounded-md bg-blue-50 px-3 py-2 text-sm text-accent-blue">
          <CalendarClock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          Goes live on <DateTime value={publishDate} format={formatDateTime} />.
        </p>
      )}
      <Field label="Publish date" error={publishDateError}>
        {(p) => <DateTimeInput {...p} value={publishDate} onChange={onPublishDateChange} />}
      </Field>
      <p className="-mt-2 text-xs text-muted">Your local time. Leave empty to publish now; a future date schedules.</p>
      {children}
      <div className="grid gap-2">
        {live ? (
          <>
            <Button type="button" onClick={() => onAction('update')} disabled={busy}>
              <Send className="h-4 w-4" aria-hidden="true" /> {label('update', 'Update')}
            </Button>
            <Button type="button" variant="outline" onClick={() => onAction('unpublish')} disabled={busy}>
              <EyeOff className="h-4 w-4" aria-hidden="true" /> {label('unpublish', 'Unpublish')}
            </Button>
          </>
        ) : (
          <>
            <Button type="button" onClick={() => onAction('publish')} disabled={busy}>
              <Eye className="h-4 w-4" aria-hidden="true" /> {label('publish', waiting ? 'Publish now' : 'Publish')}
            </Button>
            <Button type="button" variant="outline" onClick={() => onAction('schedule')} disabled={busy}>
              <CalendarClock className="h-4 w-4" aria-hidden="true" />{' '}
              {label('schedule', waiting ? 'Update schedule' : 'Schedule')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => onAction('draft')} disabled={busy}>
              <Save className="h-4 w-4" aria-hidden="true" /> {label('draft', waiting ? 'Back to draft' : 'Save draft')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}

/** The status an action asks for; `update` keeps the current one. */
export function statusFor(action: PublishAction, current: string | null): string {
  switch (action) {
    case 'draft':
      return 'draft';
    case 'schedule':
      return 'scheduled';
    case 'publish':
      return 'published';
    case 'unpublish':
      return 'unpublished';
    default:
      return current ?? 'draft';
  }
}

/**
 * Schedule needs a future date (the shared rule the server also refuses with); publishing "now"
 * drops a future date so it goes live at once.
 */
export function publishDateProblem(action: PublishAction, publishDate: string | null): string | undefined {
  return action === 'schedule' ? scheduleProblem(publishDate, new Date()) : undefined;
}

export const SUCCESS_TITLES: Record<PublishAction, string> = {
  draft: 'Draft saved',
  schedule: 'Scheduled',
  publish: 'Published',
  unpublish: 'Unpublished',
  update: 'Changes saved',
};
