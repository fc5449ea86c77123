import { Megaphone } from 'lucide-react';
import { formatUsd } from '../../../shared/ad-campaigns';
import { Badge } from '../../components/ui/Badge';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { useAdCampaigns } from './api';

/** Saved campaigns, newest first, with their status and the server's total. */
export function ManageCampaignsTab() {
  const { data, isLoading, isError } = useAdCampaigns();
  if (isLoading) return <Skeleton className="h-32 w-full" />;
  if (isError)
    return (
      <p role="alert" className="text-red-700">
        The campaigns could not be loaded. Please try again.
      </p>
    );
  if (!data?.length) {
    return (
      <EmptyState icon={Megaphone} title="No campaigns yet">
        Campaigns you save from the Create Campaign tab appear here.
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y divide-rule rounded-lg border border-rule bg-white">
      {data.map((c) => (
        <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
          <div className="min-w-0">
            <p className="font-semibold">{c.title}</p>
            <p className="text-sm text-muted">
              {c.advertiserName} · {c.adSize}, {c.placement} · {c.startDate} to {c.endDate}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <Badge tone={c.status === 'draft' ? 'neutral' : 'green'}>{c.status}</Badge>
            <span className="font-semibold">{formatUsd(c.totalCost)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
