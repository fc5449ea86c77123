import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { SignInPrompt } from '../../components/layout/SignInPrompt';
import { useAuth } from '../../lib/auth';
import { SetupWizard } from './SetupWizard';

export default function ProfileSetupPage() {
  const { isLoading, user } = useAuth();
  return (
    <PageShell narrow>
      <PageHeader kicker="Your account" title="Set Up Your Profile">
        Tell us your name, your cities and what you care about, and we will tailor the magazine to you.
      </PageHeader>
      {isLoading ? null : user ? (
        <SetupWizard user={user} />
      ) : (
        <SignInPrompt title="Sign in to set up your profile">Your profile belongs to your account.</SignInPrompt>
      )}
    </PageShell>
  );
}
