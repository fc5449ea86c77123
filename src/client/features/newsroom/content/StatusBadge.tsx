import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { statusLabel } from './kind-config';

const TONES: Record<string, BadgeTone> = {
  published: 'green',
  approved: 'green',
  scheduled: 'blue',
  draft: 'neutral',
  unpublished: 'orange',
  pending: 'orange',
  rejected: 'orange',
};

/** An item's status as a coloured label; a scheduled item that is already due reads as published. */
export function StatusBadge({ status, isPublic }: { status: string; isPublic?: boolean }) {
  const shown = status === 'scheduled' && isPublic ? 'published' : status;
  return <Badge tone={TONES[shown] ?? 'neutral'}>{statusLabel(shown)}</Badge>;
}
