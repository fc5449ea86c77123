import { SlidersHorizontal } from 'lucide-react';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { SignInPrompt } from '../../components/layout/SignInPrompt';
import { EmptyState } from '../../components/ui/EmptyState';
import { useAuth } from '../../lib/auth';

export default function PreferencesPage() {
  const { isLoading, isAuthenticated } = useAuth();
  return (
    <PageShell narrow>
      <PageHeader kicker="Your account" title="Customize Your Preferences">
        Choose your city and the topics you follow; your recommendations follow your choices.
      </PageHeader>
      {isLoading ? null : isAuthenticated ? (
        <EmptyState icon={SlidersHorizontal} title="Preferences are coming soon">
          Settings for your city and favorite categories will appear here.
        </EmptyState>
      ) : (
        <SignInPrompt title="Sign in to set your preferences">Preferences are saved to your account.</SignInPrompt>
      )}
    </PageShell>
  );
}
