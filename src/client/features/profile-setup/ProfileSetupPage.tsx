import { Sparkles } from 'lucide-react';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { SignInPrompt } from '../../components/layout/SignInPrompt';
import { EmptyState } from '../../components/ui/EmptyState';
import { useAuth } from '../../lib/auth';

export default function ProfileSetupPage() {
  const { isLoading, isAuthenticated } = useAuth();
  return (
    <PageShell narrow>
      <PageHeader kicker="Your account" title="Set Up Your Profile">
        Tell us your name, your cities and what you care about, and we will tailor the magazine to you.
      </PageHeader>
      {isLoading ? null : isAuthenticated ? (
        <EmptyState icon={Sparkles} title="Profile setup is coming soon">
          The four-step setup for your name, cities, interests and notifications will appear here.
        </EmptyState>
      ) : (
        <SignInPrompt title="Sign in to set up your profile">Your profile belongs to your account.</SignInPrompt>
      )}
    </PageShell>
  );
}
