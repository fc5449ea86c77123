import { formatDateTime } from '../../../../shared/clock';
import type { AdminEdition, EditionStatus } from '../../../../shared/newsletter';
import type { BadgeTone } from '../../../components/ui/Badge';

export const STATUS_LABELS: Record<EditionStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', sent: 'Sent' };
export const STATUS_TONES: Record<EditionStatus, BadgeTone> = { draft: 'neutral', scheduled: 'blue', sent: 'green' };

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
