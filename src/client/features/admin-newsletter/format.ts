import type { AdminEdition, EditionStatus } from '../../../shared/newsletter';
import type { BadgeTone } from '../../components/ui/Badge';

export const STATUS_LABELS: Record<EditionStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', sent: 'Sent' };
export const STATUS_TONES: Record<EditionStatus, BadgeTone> = { draft: 'neutral', scheduled: 'blue', sent: 'green' };

/** An instant in the staff member's own time zone, named, because schedules are typed in it too. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}

/** Rates are percentages; none yet (nothing delivered) reads as a dash. */
export const formatRate = (rate: number | null) => (rate === null ? '—' : `${Number(rate.toFixed(1))}%`);

/** The one line under an edition's title that says where it stands. */
export function statusLine(
  e: Pick<AdminEdition, 'status' | 'createdAt' | 'scheduledFor' | 'sentAt' | 'recipientCount'>,
) {
  if (e.status === 'sent' && e.sentAt) {
    const people = e.recipientCount === 1 ? '1 recipient' : `${e.recipientCount} recipients`;
    return `Sent ${formatDateTime(e.sentAt)} to ${people}`;
  }
  if (e.status === 'scheduled' && e.scheduledFor) return `Goes out ${formatDateTime(e.scheduledFor)}`;
  return `Drafted ${formatDateTime(e.createdAt)}`;
}

/** The value a datetime-local field shows for an instant, in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
