import { Link } from 'wouter';
import { MailCheck } from 'lucide-react';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { SignInPrompt } from '../../components/layout/SignInPrompt';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { useAuth } from '../../lib/auth';
import { usePageTitle } from '../../lib/use-page-title';
import { CreateCampaignTab } from './CreateCampaignTab';

/** /advertise: a local business builds its own campaign with the live price and pays at checkout. */
export default function AdvertisePage() {
  usePageTitle('Advertise With Us');
  const { user, isLoading } = useAuth();
  const header = (
    <PageHeader kicker="Advertising" title="Advertise With Us">
      Put your business in front of neighbors who read local. Build your banner, see the price as you go, and pay by
      card; our staff check every ad before it runs.
    </PageHeader>
  );
  let body;
  if (isLoading) body = <Skeleton className="h-96 w-full" />;
  else if (!user)
    body = (
      <SignInPrompt title="Sign in to advertise">
        Sign in or create a free account to build your campaign, pay for it and follow its figures.
      </SignInPrompt>
    );
  else if (!user.emailVerified)
    body = (
      <Card className="mx-auto max-w-lg p-8 text-center">
        <MailCheck className="mx-auto h-8 w-8 text-brand" aria-hidden="true" />
        <h2 className="mt-4 text-2xl font-semibold">Verify your e-mail address first</h2>
        <p className="mt-2 text-muted">
          Open the link we sent you, or ask for a new one on your{' '}
          <Link href="/account" className="font-semibold text-brand hover:underline">
            account page
          </Link>
          .
        </p>
      </Card>
    );
  else
    body = (
      <>
        <p className="mb-6 text-sm">
          <Link href="/account/ads" className="font-semibold text-brand hover:underline">
            See your campaigns and their figures
          </Link>
        </p>
        <CreateCampaignTab selfServe />
      </>
    );
  return (
    <PageShell>
      {header}
      {body}
    </PageShell>
  );
}
