import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card } from '../../components/ui/Card';
import { toast } from '../../components/ui/use-toast';
import { CardPaymentForm } from '../../components/payments/CardPaymentForm';
import { CardFormUnavailable } from '../../components/payments/CardFormUnavailable';
import { useStripeLoader } from '../../components/payments/use-stripe-loader';
import { apiRequest, readError } from '../../lib/api';
import { SetupError, SettingUp, SIGN_IN_REDIRECT_MS } from './states';

const FAILED = 'Failed to initialize subscription. Please try again.';

/** POST /api/get-or-create-subscription once per visit; the server reuses a subscription still waiting. */
function useSubscriptionSecret() {
  return useQuery({
    queryKey: ['/api/get-or-create-subscription'],
    queryFn: async () =>
      (await (await apiRequest('POST', '/api/get-or-create-subscription')).json()) as { clientSecret?: string },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

export function SubscriptionPayment({ publishableKey }: { publishableKey: string }) {
  const secret = useSubscriptionSecret();
  const stripe = useStripeLoader(secret.data?.clientSecret ? publishableKey : null);
  const unauthorized = secret.isError && readError(secret.error).status === 401;

  useEffect(() => {
    if (!secret.isError) return;
    if (!unauthorized) {
      toast({ title: 'Error', description: FAILED, variant: 'destructive' });
      return;
    }
    toast({ title: 'Session Expired', description: 'Please log in again.', variant: 'destructive' });
    const timer = setTimeout(() => {
      window.location.href = '/api/login?returnTo=%2Fsubscribe';
    }, SIGN_IN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [secret.isError, unauthorized]);

  if (secret.isPending) return <SettingUp />;
  if (secret.isError) return <SetupError message={readError(secret.error, FAILED).message} />;
  const clientSecret = secret.data.clientSecret;
  if (!clientSecret) {
    return (
      <Card className="space-y-2 p-6 text-center" role="alert">
        <h2 className="text-xl font-semibold">Unable to Create Subscription</h2>
        <p className="text-muted">Please try again later, or contact us if this keeps happening.</p>
      </Card>
    );
  }
  return (
    <Card className="space-y-4 p-6">
      <h2 className="text-xl font-semibold">Payment details</h2>
      {stripe.state === 'loading' && <SettingUp what="Loading the secure card form…" />}
      {stripe.state === 'failed' && <CardFormUnavailable onRetry={stripe.retry} />}
      {stripe.state === 'ready' && (
        <CardPaymentForm
          stripe={stripe.stripe}
          clientSecret={clientSecret}
          submitLabel="Subscribe Now"
          returnUrl={window.location.origin}
          redirect="always"
        />
      )}
    </Card>
  );
}
