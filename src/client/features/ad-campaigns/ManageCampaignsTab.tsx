import { useState } from 'react';
import { Megaphone } from 'lucide-react';
import { formatUsd, type CampaignView } from '../../../shared/ad-campaigns';
import { CAMPAIGN_STATE_LABELS } from '../../../shared/ad-serving';
import { isUploadUrl } from '../../../shared/newsroom/images';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { toast } from '../../components/ui/use-toast';
import { readError } from '../../lib/api';
import { useAdCampaigns, useCampaignAction, type CampaignAction } from './api';
import { STATE_TONE } from './campaign-labels';
import { EditCampaignDialog } from './EditCampaignDialog';

const DONE: Record<CampaignAction['kind'], string> = {
  activate: 'The campaign runs free of charge on its dates.',
  pause: 'The campaign is paused.',
  resume: 'The campaign runs again.',
  delete: 'The draft is deleted.',
  edit: 'The campaign is saved.',
};

/** Every campaign with its status, dates, spend and remaining budget; pause, resume, edit, delete drafts. */
export function ManageCampaignsTab() {
  const { data, isLoading, isError } = useAdCampaigns();
  const action = useCampaignAction();
  const [editing, setEditing] = useState<CampaignView | null>(null);

  const run = (a: CampaignAction, after?: () => void) =>
    action.mutate(a, {
      onSuccess: () => {
        toast({ title: 'Done', description: DONE[a.kind] });
        after?.();
      },
      onError: (error) =>
        toast({
          title: 'Not changed',
          description: readError(error, 'The campaign could not be changed. Please try again.').message,
          variant: 'destructive',
        }),
    });

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
    <>
      <ul aria-label="Campaigns" className="divide-y divide-rule rounded-lg border border-rule bg-white">
        {data.map((c) => (
          <li key={c.id} aria-label={c.title} className="space-y-3 px-5 py-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              {isUploadUrl(c.imageUrl) && (
                <img
                  src={c.imageUrl}
                  alt={`Picture of ${c.title}`}
                  className="h-14 w-14 shrink-0 rounded object-cover"
                />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{c.title}</p>
                <p className="text-sm text-muted">
                  {c.advertiserName} · {c.adSize}, {c.placement} · {c.startDate} to {c.endDate}
                  {c.complimentary ? ' · complimentary' : ''}
                  {c.selfServe ? ' · self-serve' : ''}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <Badge tone={STATE_TONE[c.state]}>{CAMPAIGN_STATE_LABELS[c.state]}</Badge>
                <span className="font-semibold" title="Price">
                  {c.complimentary ? 'Free' : formatUsd(c.totalCost)}
                </span>
              </div>
            </div>
            <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-5">
              {(
                [
                  ['Impressions', c.impressions.toLocaleString('en-US')],
                  ['Clicks', c.clicks.toLocaleString('en-US')],
                  ['CTR', `${c.ctr}%`],
                  ['Spend', formatUsd(c.spend)],
                  ['Remaining budget', formatUsd(c.remainingBudget)],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt className="text-muted">{label}</dt>
                  <dd className="font-semibold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
            {c.ctrAlert && (
              <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
                <strong>Click-through alert:</strong> {c.ctrAlert}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              {['draft', 'awaiting_payment'].includes(c.state) && !c.paidAt && (
                <Button size="sm" onClick={() => run({ kind: 'activate', id: c.id })} disabled={action.isPending}>
                  Activate Free
                </Button>
              )}
              {['running', 'scheduled'].includes(c.state) && (
                <Button size="sm" variant="outline" onClick={() => run({ kind: 'pause', id: c.id })}>
                  Pause
                </Button>
              )}
              {c.state === 'paused' && (
                <Button size="sm" variant="outline" onClick={() => run({ kind: 'resume', id: c.id })}>
                  Resume
                </Button>
              )}
              {c.state !== 'rejected' && (
                <Button size="sm" variant="outline" onClick={() => setEditing(c)}>
                  Edit
                </Button>
              )}
              {c.state === 'draft' && (
                <Button size="sm" variant="ghost" onClick={() => run({ kind: 'delete', id: c.id })}>
                  Delete Draft
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {editing && (
        <EditCampaignDialog
          campaign={editing}
          onClose={() => setEditing(null)}
          onSave={async (edit) => {
            await action.mutateAsync({ kind: 'edit', id: editing.id, edit });
            toast({ title: 'Done', description: DONE.edit });
            setEditing(null);
          }}
        />
      )}
    </>
  );
}
