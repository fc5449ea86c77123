import { MessageSquare } from 'lucide-react';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { EmptyState } from '../../components/ui/EmptyState';

export default function VentRoomPage() {
  return (
    <PageShell>
      <PageHeader kicker="Community" title="Vent Room">
        Say what is on your mind about life in your city. Posts are reviewed before they appear, so keep it respectful.
      </PageHeader>
      <EmptyState
        icon={MessageSquare}
        title="No Discussions Yet"
      >
        Approved posts from your city will appear here once the community starts talking.
      </EmptyState>
    </PageShell>
  );
}
