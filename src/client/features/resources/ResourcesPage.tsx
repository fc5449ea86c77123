import { Link } from 'wouter';
import { LifeBuoy } from 'lucide-react';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';

export default function ResourcesPage() {
  return (
    <PageShell>
      <PageHeader kicker="Community" title="Community Resources">
        Help, services and organisations for residents: who they are and how to reach them.
      </PageHeader>
      <EmptyState
        icon={LifeBuoy}
        title="No Resources Yet"
        action={<Link href="/submit" className={buttonClasses('primary')}>Suggest a Resource</Link>}
      >
        The resource guide is being compiled. Know a service people should find? Let us know.
      </EmptyState>
    </PageShell>
  );
}
