import { Loader2, PenLine } from 'lucide-react';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { SignInPrompt } from '../../components/layout/SignInPrompt';
import { EmptyState } from '../../components/ui/EmptyState';
import { useAuth } from '../../lib/auth';

export default function SubmitPage() {
  const { isLoading, isAuthenticated } = useAuth();
  return (
    <PageShell>
      <PageHeader kicker="Contribute" title="Submit Content">
        Stories, photos, events, artist write-ups and nominations from the people who know our cities best. Every
        submission is reviewed by our editors before it is published.
      </PageHeader>
      {isLoading ? (
        <div role="status" aria-label="Loading" className="grid place-items-center py-16">
          <Loader2 className="h-8 w-8 animate-spin text-brand" aria-hidden="true" />
        </div>
      ) : isAuthenticated ? (
        <EmptyState icon={PenLine} title="Submission forms are on their way">
          The forms for stories, photos, artist write-ups, team applications and nominations will appear here.
        </EmptyState>
      ) : (
        <SignInPrompt title="Join Our Community" cta="Sign In to Get Started">
          Sign in to share your stories, photos and events with your neighbors.
        </SignInPrompt>
      )}
    </PageShell>
  );
}
