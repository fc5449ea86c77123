import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatUsd, type CampaignView } from '../../../../shared/ad-campaigns';
import { AdBanner } from '../../../components/ads/AdBanner';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { inputClasses } from '../../../components/ui/Input';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest, readError } from '../../../lib/api';

const KEY = ['/api/admin/ad-review'] as const;

function AdCreativeItem({ campaign }: { campaign: CampaignView }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const decide = useMutation({
    mutationFn: async (decision: 'approve' | 'reject') =>
      apiRequest('POST', `/api/admin/ad-review/${encodeURIComponent(campaign.id)}`, { decision, note }),
    onSuccess: (_res, decision) => {
      toast({
        title: decision === 'approve' ? 'Ad approved' : 'Ad rejected',
        description:
          decision === 'approve'
            ? 'It runs on its dates.'
            : 'The advertiser sees your reason, and the payment is refunded.',
      });
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: (error) =>
      toast({
        title: 'Not decided',
        description: readError(error, 'Please try again.').message,
        variant: 'destructive',
      }),
  });
  const noteId = `ad-note-${campaign.id}`;
  return (
    <li>
      <Card className="grid gap-4 p-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-3">
          <AdBanner
            ad={{
              title: campaign.title,
              description: campaign.description ?? '',
              ctaText: campaign.ctaText || 'Learn More',
              targetUrl: campaign.targetUrl || '#',
              backgroundColor: campaign.backgroundColor,
              imageUrl: campaign.imageUrl || null,
            }}
            size={campaign.adSize}
            sponsored
          />
          <p className="text-sm text-muted">
            {campaign.advertiserName} · {campaign.adSize}, {campaign.placement} · {campaign.startDate} to{' '}
            {campaign.endDate} · paid {formatUsd(campaign.totalCost)} · leads to{' '}
            <span className="break-all text-ink">{campaign.targetUrl || 'nowhere (no target URL)'}</span>
          </p>
        </div>
        <div className="space-y-2">
          <label htmlFor={noteId} className="text-sm font-semibold">
            Note to the advertiser (needed to reject)
          </label>
          <textarea
            id={noteId}
            rows={3}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            className={inputClasses}
          />
          <div className="flex gap-2">
            <Button size="sm" onClick={() => decide.mutate('approve')} disabled={decide.isPending}>
              Approve Ad
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => decide.mutate('reject')}
              disabled={decide.isPending || !note.trim()}
            >
              Reject and Refund
            </Button>
          </div>
        </div>
      </Card>
    </li>
  );
}

/** Self-serve ads waiting for staff to approve their creative (shown only when there are any). */
export function AdCreativeQueue() {
  const queue = useQuery({
    queryKey: KEY,
    queryFn: async () => (await (await apiRequest('GET', '/api/admin/ad-review')).json()) as CampaignView[],
  });
  if (!queue.data?.length) return null;
  return (
    <section aria-labelledby="ad-creative-heading" className="space-y-3">
      <h2 id="ad-creative-heading" className="font-serif text-xl font-bold">
        Ads awaiting approval ({queue.data.length})
      </h2>
      <ul className="space-y-3">
        {queue.data.map((c) => (
          <AdCreativeItem key={c.id} campaign={c} />
        ))}
      </ul>
    </section>
  );
}
