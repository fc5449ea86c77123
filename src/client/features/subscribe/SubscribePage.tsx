import { useEffect } from 'react';
import { Link } from 'wouter';
import { BadgeCheck, CreditCard, MailWarning } from 'lucide-react';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { SignInPrompt } from '../../components/layout/SignInPrompt';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { toast } from '../../components/ui/use-toast';
import { useAuth } from '../../lib/auth';
import { useBillingConfig } from '../../lib/billing';
import { PlanCard } from './PlanCard';
import { SubscriptionPayment } from './SubscriptionPayment';
import { SettingUp, SetupError, SIGN_IN_REDIRECT_MS } from './states';

function useRedirectWhenSignedOut(isLoading: boolean, isAuthenticated: boolean) {
  useEffect(() => {
    if (isLoading || isAuthenticated) return;
    toast({ title: 'Authentication Required', description: 'Please log in to subscribe.', variant: 'destructive' });
    const timer = setTimeout(() => {
      window.location.href = '/api/login?returnTo=%2Fsubscribe';
    }, SIGN_IN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isLoading, isAuthenticated]);
}

export default function SubscribePage() {
  const { user, isLoading, isAuthenticated } = useAuth();
  useRedirectWhenSignedOut(isLoading, isAuthenticated);
  return (
    <PageShell narrow>
      <PageHeader kicker="Membership" title="Premium Membership">
        Browsing is always free. Members help fund local reporting and can publish their own work.
      </PageHeader>
      <PlanCard />
      {isLoading && <Skeleton className="h-40 w-full" />}
      {!isLoading && !isAuthenticated && (
        <SignInPrompt title="Sign in to subscribe">
          Membership is tied to your account, so please sign in first.
        </SignInPrompt>
      )}
      {user &&
        (user.membershipType === 'premium' && user.membershipStatus !== 'canceled' ? (
          <AlreadyMember />
        ) : user.emailVerified ? (
          <Checkout />
        ) : (
          <VerifyFirst email={user.email} />
        ))}
    </PageShell>
  );
}

function Checkout() {
  const config = useBillingConfig();
  if (config.isPending) return <SettingUp />;
  if (config.isError) return <SetupError message="Failed to initialize subscription. Please try again." />;
  if (!config.data.enabled || !config.data.publishableKey) return <PaymentsOff />;
  return <SubscriptionPayment publishableKey={config.data.publishableKey} />;
}

/** Paying needs a verified address (the server answers 403 otherwise): say so before any card form. */
function VerifyFirst({ email }: { email: string | null }) {
  return (
    <Card className="space-y-3 p-6 text-center" role="status">
      <MailWarning className="mx-auto h-8 w-8 text-brand" aria-hidden="true" />
      <h2 className="text-xl font-semibold">Verify your e-mail to subscribe</h2>
      <p className="text-muted">
        Membership is paid from a verified account, so receipts and renewals reach you. Open the link we sent to{' '}
        <span className="break-all font-medium">{email ?? 'your e-mail address'}</span>, then come back to this page.
        Nothing has been charged.
      </p>
    </Card>
  );
}

function PaymentsOff() {
  return (
    <Card className="space-y-3 p-6 text-center" role="status">
      <CreditCard className="mx-auto h-8 w-8 text-brand" aria-hidden="true" />
      <h2 className="text-xl font-semibold">Card payments are not set up</h2>
      <p className="text-muted">
        This site cannot take card payments yet, so memberships cannot be bought online right now. Nothing will be
        charged. Please{' '}
        <Link href="/contact" className="font-semibold text-brand underline">
          contact us
        </Link>{' '}
        to join.
      </p>
    </Card>
  );
}

function AlreadyMember() {
  return (
    <Card className="space-y-3 p-6 text-center" role="status">
      <BadgeCheck className="mx-auto h-8 w-8 text-accent-green" aria-hidden="true" />
      <h2 className="text-xl font-semibold">You are a premium member</h2>
      <p className="text-muted">
        Thank you for supporting local reporting. Your account page shows your plan and billing.
      </p>
      <Link href="/account" className={buttonClasses('primary')}>
        Go to Your Account
      </Link>
    </Card>
  );
}
