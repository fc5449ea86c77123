import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { AD_CHECKOUT_STORAGE_KEY, formatUsd, toCents, type AdCampaignForm } from '../../../shared/ad-campaigns';
import { Button } from '../../components/ui/Button';
import { FormAlert } from '../../components/ui/FormField';
import { Skeleton } from '../../components/ui/Skeleton';
import { toast } from '../../components/ui/use-toast';
import { CardPaymentForm } from '../../components/payments/CardPaymentForm';
import { CardFormUnavailable } from '../../components/payments/CardFormUnavailable';
import { useStripeLoader } from '../../components/payments/use-stripe-loader';
import { apiRequest, readError } from '../../lib/api';
import { useBillingConfig } from '../../lib/billing';

const SETUP_FAILED = 'Unable to setup payment. Please try again.';
/** Spec 001 section 7: after a redirect (3-D Secure) the provider returns here (an advertiser: their own list). */
export const returnPath = (from: 'advertise' | 'admin') =>
  from === 'advertise' ? '/account/ads?payment=success' : '/admin/ads?payment=success';

function usePaymentIntent(campaign: AdCampaignForm, total: number, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/ad-campaigns/payment-intent', campaign],
    queryFn: async () =>
      (await (
        await apiRequest('POST', '/api/ad-campaigns/payment-intent', {
          campaignData: campaign,
          amount: toCents(total),
        })
      ).json()) as { clientSecret: string },
    enabled: enabled && total > 0,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** The card form for a campaign: the server prices it again and holds it as awaiting payment. */
export function CampaignPayment({
  campaign,
  total,
  from,
}: {
  campaign: AdCampaignForm;
  total: number;
  from: 'advertise' | 'admin';
}) {
  const [, navigate] = useLocation();
  const config = useBillingConfig();
  const enabled = Boolean(config.data?.enabled && config.data.publishableKey);
  const intent = usePaymentIntent(campaign, total, enabled);
  const stripe = useStripeLoader(intent.data?.clientSecret ? config.data?.publishableKey : null);
  const label = `Complete Payment ${formatUsd(total)}`;

  useEffect(() => {
    if (intent.isError) toast({ title: 'Payment Setup Failed', description: SETUP_FAILED, variant: 'destructive' });
  }, [intent.isError]);

  if (config.isPending || (enabled && intent.isPending && total > 0)) return <Skeleton className="h-32 w-full" />;
  if (!enabled || config.isError) {
    return (
      <>
        <FormAlert message="Card payments are not set up on this site yet. Please contact us to complete your booking." />
        <Button className="w-full" disabled>
          {label}
        </Button>
      </>
    );
  }
  if (intent.isError) {
    return (
      <>
        <FormAlert message={readError(intent.error, SETUP_FAILED).message} />
        <Button className="w-full" variant="outline" onClick={() => void intent.refetch()}>
          Try Again
        </Button>
      </>
    );
  }
  if (!intent.data?.clientSecret) return <FormAlert message="The campaign needs an end date after its start date." />;
  if (stripe.state === 'failed') return <CardFormUnavailable onRetry={stripe.retry} />;
  if (stripe.state === 'loading') return <Skeleton className="h-32 w-full" />;
  return (
    <CardPaymentForm
      stripe={stripe.stripe}
      clientSecret={intent.data.clientSecret}
      submitLabel={label}
      returnUrl={`${window.location.origin}${returnPath(from)}`}
      redirect="if_required"
      onPaid={() => {
        localStorage.removeItem(AD_CHECKOUT_STORAGE_KEY);
        navigate(returnPath(from));
      }}
    />
  );
}
