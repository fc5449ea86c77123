import { useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { Card } from '../../components/ui/Card';
import { safeReturnTo } from '../../../shared/auth';
import { FormAlert } from '../../components/ui/FormField';
import { SignInForm } from './SignInForm';
import { RegisterForm } from './RegisterForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const PROVIDER_ERRORS: Record<string, string> = {
  expired: 'Your sign-in took too long or was interrupted. Please try again.',
  provider: 'Signing in with your account provider did not work. Please try again.',
};

/** Our own sign-in: used when no identity provider is configured (/api/login leads here). */
export default function SignInPage() {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const [forgot, setForgot] = useState(false);
  const returnTo = safeReturnTo(params.get('returnTo'));
  const done = () => navigate(returnTo, { replace: true });
  const providerError = PROVIDER_ERRORS[params.get('error') ?? ''];

  return (
    <PageShell>
      <PageHeader kicker="Your account" title="Sign In">
        Sign in to submit stories and photos, follow artists and get recommendations for your city.
      </PageHeader>
      <FormAlert message={providerError} />
      <div className="grid gap-8 lg:grid-cols-2">
        <Card className="p-6 sm:p-8">
          <h2 className="mb-5 text-2xl font-semibold">{forgot ? 'Forgot your password?' : 'Welcome back'}</h2>
          {forgot ? (
            <ForgotPasswordForm onBack={() => setForgot(false)} />
          ) : (
            <SignInForm onSignedIn={done} onForgot={() => setForgot(true)} />
          )}
        </Card>
        <Card className="p-6 sm:p-8">
          <h2 className="mb-1 text-2xl font-semibold">New here? Create an account</h2>
          <p className="mb-5 text-sm text-muted">Free, and it takes a minute. By locals, for locals.</p>
          <RegisterForm />
        </Card>
      </div>
    </PageShell>
  );
}
