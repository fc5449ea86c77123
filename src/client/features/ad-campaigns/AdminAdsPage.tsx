import { lazy, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { StaffPage } from '../../components/staff/StaffLayout';
import { toast } from '../../components/ui/use-toast';
import { Skeleton } from '../../components/ui/Skeleton';
import { Tabs } from '../../components/ui/Tabs';
import { AdPreviewTab } from './AdPreviewTab';
import { CreateCampaignTab } from './CreateCampaignTab';
import { ManageCampaignsTab } from './ManageCampaignsTab';
import { Boundary } from '../../lib/ssr';

// The chart library arrives only when Analytics is opened.
const AnalyticsTab = lazy(() => import('./AnalyticsTab'));

const TABS = [
  { value: 'create', label: 'Create Campaign', render: () => <CreateCampaignTab /> },
  { value: 'manage', label: 'Manage Campaigns', render: () => <ManageCampaignsTab /> },
  {
    value: 'analytics',
    label: 'Analytics',
    render: () => (
      <Boundary fallback={<Skeleton className="h-60 w-full" />}>
        <AnalyticsTab />
      </Boundary>
    ),
  },
  { value: 'preview', label: 'Ad Preview', render: () => <AdPreviewTab /> },
];

/** Back from checkout (spec 001 section 7: /admin/ads?payment=success): say so once, then tidy the address. */
function usePaymentSuccessToast() {
  const search = useSearch();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (new URLSearchParams(search).get('payment') !== 'success') return;
    toast({
      title: 'Payment Successful',
      description: 'Thank you! Your ad campaign is paid and saved with its payment.',
    });
    navigate('/admin/ads', { replace: true });
  }, [search, navigate]);
}

export default function AdminAdsPage() {
  usePaymentSuccessToast();
  return (
    <StaffPage
      level="admin"
      title="Ad Campaign Manager"
      description="Create, price and preview advertising campaigns for local businesses."
    >
      {/* keepMounted: a half-built campaign survives a look at another tab. */}
      <Tabs label="Ad campaign manager" tabs={TABS} keepMounted />
    </StaffPage>
  );
}
