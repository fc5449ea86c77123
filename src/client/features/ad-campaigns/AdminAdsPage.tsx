import { BarChart3 } from 'lucide-react';
import { AdminGate } from '../../components/layout/AdminGate';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { EmptyState } from '../../components/ui/EmptyState';
import { Tabs } from '../../components/ui/Tabs';
import { AdPreviewTab } from './AdPreviewTab';
import { CreateCampaignTab } from './CreateCampaignTab';
import { ManageCampaignsTab } from './ManageCampaignsTab';

const TABS = [
  { value: 'create', label: 'Create Campaign', render: () => <CreateCampaignTab /> },
  { value: 'manage', label: 'Manage Campaigns', render: () => <ManageCampaignsTab /> },
  {
    value: 'analytics',
    label: 'Analytics',
    render: () => (
      <EmptyState icon={BarChart3} title="No data yet">
        Impressions and clicks are not tracked yet, so there is nothing to report.
      </EmptyState>
    ),
  },
  { value: 'preview', label: 'Ad Preview', render: () => <AdPreviewTab /> },
];

export default function AdminAdsPage() {
  return (
    <PageShell>
      <PageHeader kicker="Admin" title="Ad Campaign Manager">
        Create, price and preview advertising campaigns for local businesses.
      </PageHeader>
      <AdminGate>
        {/* keepMounted: a half-built campaign survives a look at another tab. */}
        <Tabs label="Ad campaign manager" tabs={TABS} keepMounted />
      </AdminGate>
    </PageShell>
  );
}
