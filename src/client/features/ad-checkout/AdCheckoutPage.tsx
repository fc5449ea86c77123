import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { CreditCard } from 'lucide-react';
import { formatUsd, priceCampaign, runLabel, type AdCampaignForm } from '../../../shared/ad-campaigns';
import { CITY_LABELS } from '../../../shared/cities';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { toast } from '../../components/ui/use-toast';
import { readStoredCampaign, storedCheckoutOrigin } from './stored-campaign';
import { CampaignPayment } from './CampaignPayment';

export default function AdCheckoutPage() {
  const [campaign] = useState(readStoredCampaign);
  const [from] = useState(storedCheckoutOrigin);

  useEffect(() => {
    if (!campaign)
      toast({
        title: 'No Campaign Data',
        description: 'No campaign data found. Please create a campaign first.',
        variant: 'destructive',
      });
  }, [campaign]);

  return (
    <PageShell narrow>
      <PageHeader kicker="Advertising" title="Ad Checkout" />
      {campaign ? (
        <Checkout campaign={campaign} from={from} />
      ) : (
        <EmptyState
          icon={CreditCard}
          title="No Campaign Data"
          action={
            <Link href={from === 'advertise' ? '/advertise' : '/admin/ads'} className={buttonClasses('primary')}>
              Create a Campaign
            </Link>
          }
        >
          No campaign data found. Please create a campaign first.
        </EmptyState>
      )}
    </PageShell>
  );
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function Checkout({ campaign, from }: { campaign: AdCampaignForm; from: 'advertise' | 'admin' }) {
  // Priced again here from the campaign itself; the server checks the amount once more.
  const price = priceCampaign(campaign);
  const rows: [string, string][] = [
    ['Campaign', campaign.title],
    ['Advertiser', campaign.advertiserName],
    ['Ad size', capital(campaign.adSize)],
    ['Placement', capital(campaign.placement)],
    ['Frequency', capital(campaign.frequency)],
    ['Cities', campaign.targetCities.map((c) => CITY_LABELS[c]).join(', ')],
    ['Shown', runLabel(campaign.startDate, campaign.endDate)],
    ['Price per day', formatUsd(price.perDay)],
    ['Subtotal', formatUsd(price.subtotal)],
  ];
  if (campaign.needsCreativeService) rows.push(['Creative service', formatUsd(price.creativeFee)]);

  return (
    <div className="space-y-6">
      <section aria-labelledby="summary-heading" className="rounded-lg border border-rule bg-white p-6 shadow-sm">
        <h2 id="summary-heading" className="font-serif text-xl font-bold">
          Campaign Summary
        </h2>
        <dl className="mt-4 space-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt className="text-muted">{label}</dt>
              <dd className="text-right font-medium">{value}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 border-t border-rule pt-3 text-base">
            <dt className="font-semibold">Total</dt>
            <dd className="font-bold text-brand">{formatUsd(price.total)}</dd>
          </div>
        </dl>
      </section>
      <section
        aria-labelledby="payment-heading"
        className="space-y-4 rounded-lg border border-rule bg-white p-6 shadow-sm"
      >
        <h2 id="payment-heading" className="font-serif text-xl font-bold">
          Payment
        </h2>
        <CampaignPayment campaign={campaign} total={price.total} from={from} />
        <Link
          href={from === 'advertise' ? '/advertise' : '/admin/ads'}
          className="block text-center text-sm font-semibold text-brand hover:underline"
        >
          Back to the campaign builder
        </Link>
      </section>
    </div>
  );
}
