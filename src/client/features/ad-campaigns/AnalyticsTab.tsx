import { Skeleton } from '../../components/ui/Skeleton';
import { useAdCampaigns } from './api';
import { CampaignFigures } from './CampaignFigures';

/** Impressions, clicks, CTR and spend per campaign and per day, as charts, tables and CSV. */
export default function AnalyticsTab() {
  const { data, isLoading, isError } = useAdCampaigns();
  if (isLoading) return <Skeleton className="h-60 w-full" />;
  if (isError)
    return (
      <p role="alert" className="text-red-700">
        The campaigns could not be loaded. Please try again.
      </p>
    );
  return <CampaignFigures scope="admin" campaigns={data ?? []} />;
}
