import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { SignInPrompt } from '../../components/layout/SignInPrompt';
import { Skeleton } from '../../components/ui/Skeleton';
import { FormAlert } from '../../components/ui/FormField';
import { useAuth } from '../../lib/auth';
import { usePreferences } from '../../lib/queries/preferences';
import { PreferencesForm } from './PreferencesForm';

export default function PreferencesPage() {
  const { isLoading, isAuthenticated } = useAuth();
  const preferences = usePreferences(isAuthenticated);
  let body;
  if (isLoading) body = null;
  else if (!isAuthenticated)
    body = <SignInPrompt title="Sign in to set your preferences">Preferences are saved to your account.</SignInPrompt>;
  else if (preferences.isError)
    body = <FormAlert message="We could not load your preferences. Please reload the page." />;
  else if (!preferences.data) body = <Skeleton className="h-96 w-full" />;
  else body = <PreferencesForm saved={preferences.data} />;
  return (
    <PageShell narrow>
      <PageHeader kicker="Your account" title="Customize Your Preferences">
        Choose your cities, the topics you follow and how we keep you posted; your recommendations follow your choices.
      </PageHeader>
      {body}
    </PageShell>
  );
}
