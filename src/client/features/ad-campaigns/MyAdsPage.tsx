import { lazy, useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Megaphone } from 'lucide-react';
import { formatUsd, runLabel } from '../../../shared/ad-campaigns';
import { CAMPAIGN_STATE_LABELS } from '../../../shared/ad-serving';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { SignInPrompt } from '../../components/layout/SignInPrompt';
import { Badge } from '../../components/ui/Badge';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { toast } from '../../components/ui/use-toast';
import { useAuth } from '../../lib/auth';
import { usePageTitle } from '../../lib/use-page-title';
import { useMyCampaigns } from './api';
import { STATE_TONE } from './campaign-labels';
import { Boundary } from '../../lib/ssr';

const CampaignFigures = lazy(() => import('./CampaignFigures').then((m) => ({ default: m.CampaignFigures })));

function usePaidToast() {
  const search = useSearch();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (new URLSearchParams(search).get('payment') !== 'success') return;
    toast({
      title: 'Payment Successful',
      description: 'Thank you! Your campaign is paid; it runs on its dates once our staff have approved it.',
    });
    navigate('/account/ads', { replace: true });
  }, [search, navigate]);
}

/** /account/ads: the advertiser's own campaigns, where each stands, and their figures. */
export default function MyAdsPage() {
  usePageTitle('My ads');
  usePaidToast();
  const { user, isLoading } = useAuth();
  const list = useMyCampaigns(Boolean(user));
  const header = (
    <PageHeader kicker="Your account" title="My ads">
      Your campaigns, where each stands, and what readers did with them.
    </PageHeader>
  );
  if (!isLoading && !user)
    return (
      <PageShell>
        {header}
        <SignInPrompt title="Sign in to see your ads">Sign in to follow your campaigns and their figures.</SignInPrompt>
      </PageShell>
    );
  const campaigns = list.data ?? [];
  return (
    <PageShell>
      {header}
      {isLoading || list.isLoading ? (
        <Skeleton className="h-48 w-full" />
      ) : list.isError ? (
        <p role="alert">Your campaigns could not be loaded. Please reload the page.</p>
      ) : !campaigns.length ? (
        <EmptyState
          icon={Megaphone}
          title="No campaigns yet"
          action={
            <Link href="/advertise" className={buttonClasses('primary', 'sm')}>
              Build a campaign
            </Link>
          }
        >
          Build a banner for your business and see how readers respond.
        </EmptyState>
      ) : (
        <div className="space-y-10">
          <ul className="space-y-4">
            {campaigns.map((c) => (
              <li key={c.id}>
                <Card className="space-y-2 p-5">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div>
                      <h2 className="font-serif text-lg font-semibold">{c.title}</h2>
                      <p className="text-sm text-muted">
                        shown {runLabel(c.startDate, c.endDate)} · {formatUsd(c.totalCost)} · spend {formatUsd(c.spend)}{' '}
                        of {formatUsd(c.budget)}
                      </p>
                    </div>
                    <Badge tone={STATE_TONE[c.state]}>{CAMPAIGN_STATE_LABELS[c.state]}</Badge>
                  </div>
                  {c.reviewNote && (
                    <p className="rounded-md bg-paper p-3 text-sm">
                      <span className="font-semibold">Note from our staff: </span>
                      {c.reviewNote}
                      {c.state === 'rejected' && ' Your payment has been refunded.'}
                    </p>
                  )}
                </Card>
              </li>
            ))}
          </ul>
          <Boundary fallback={<Skeleton className="h-60 w-full" />}>
            <CampaignFigures scope="owner" campaigns={campaigns} />
          </Boundary>
        </div>
      )}
    </PageShell>
  );
}
