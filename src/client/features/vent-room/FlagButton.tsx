import { ReportButton } from '../../components/moderation/ReportButton';
import { apiRequest } from '../../lib/api';

/** The Vent Room's "Report" on a post or comment. */
export function FlagButton({ kind, id, label }: { kind: 'posts' | 'comments'; id: string; label: string }) {
  return (
    <ReportButton
      label={label}
      schema={() => import('../../../shared/vent-room').then((m) => m.ventFlagSchema)}
      send={(reason) => apiRequest('POST', `/api/vent/${kind}/${encodeURIComponent(id)}/flag`, { reason })}
    />
  );
}
