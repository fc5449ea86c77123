import { Megaphone } from 'lucide-react';
import { AdminGate } from '../../components/layout/AdminGate';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { EmptyState } from '../../components/ui/EmptyState';

export default function AdminAdsPage() {
  return (
    <PageShell>
      <PageHeader kicker="Admin" title="Ad Campaign Manager">
        Create, price and preview advertising campaigns for local businesses.
      </PageHeader>
      <AdminGate>
        <EmptyState icon={Megaphone} title="The campaign builder is coming soon">
          Campaign creation, pricing and previews will appear here.
        </EmptyState>
      </AdminGate>
    </PageShell>
  );
}
