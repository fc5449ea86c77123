import { useEffect } from 'react';
import { Check } from 'lucide-react';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { SignInPrompt } from '../../components/layout/SignInPrompt';
import { Card } from '../../components/ui/Card';
import { useAuth } from '../../lib/auth';
import { toast } from '../../components/ui/use-toast';

/** Spec 001: a signed-out visitor is told, then taken to sign in after 1 s. */
export const SIGN_IN_REDIRECT_MS = 1000;

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

const BENEFITS = [
  'Upload and submit photos',
  'Write and submit articles',
  'Post events and business listings',
  'Contributor payment opportunities',
  'Weekly newsletter included',
  'Chance of social media promotion',
];

export default function SubscribePage() {
  const { isLoading, isAuthenticated } = useAuth();
  useRedirectWhenSignedOut(isLoading, isAuthenticated);
  return (
    <PageShell narrow>
      <PageHeader kicker="Membership" title="Premium Membership">
        Browsing is always free. Members help fund local reporting and can publish their own work.
      </PageHeader>
      <Card className="overflow-hidden">
        <div className="bg-brand px-6 py-5 text-white">
          <h2 className="text-2xl font-semibold">Premium Plan</h2>
          <p className="mt-1"><span className="font-serif text-4xl font-bold">$9.99</span>/month · cancel anytime</p>
        </div>
        <ul className="space-y-3 p-6">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-start gap-3">
              <Check className="mt-0.5 h-5 w-5 shrink-0 text-accent-green" aria-hidden="true" />
              {benefit}
            </li>
          ))}
        </ul>
      </Card>
      {!isLoading && !isAuthenticated && (
        <SignInPrompt title="Sign in to subscribe">Membership is tied to your account, so please sign in first.</SignInPrompt>
      )}
      {isAuthenticated && <p className="text-center text-muted">Card payment for memberships opens here soon.</p>}
    </PageShell>
  );
}
