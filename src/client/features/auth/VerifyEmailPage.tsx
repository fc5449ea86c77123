import { Link, useLocation, useSearchParams } from 'wouter';
import { PASSWORD_MIN } from '../../../shared/auth';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { toast } from '../../components/ui/use-toast';
import { FormAlert, FormField } from '../../components/ui/FormField';
import { useVerifyEmail } from '../../lib/queries/auth';
import { useZodForm } from '../../lib/use-zod-form';

/**
 * Where the link in the verification e-mail leads: the person at the mailbox sets the account's
 * password, which verifies the address and signs them in (and everyone else out).
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const verify = useVerifyEmail();
  const { form, formError, setFormError, showFailure } = useZodForm({
    schema: () => import('../../../shared/auth').then((m) => m.verifyEmailConfirmSchema),
    defaultValues: { token: params.get('token') ?? '', password: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await verify.mutateAsync(values);
      toast({ title: 'E-mail Verified', description: 'Your password is set and you are signed in.' });
      navigate('/account?verified=1', { replace: true });
    } catch (err) {
      showFailure(err, 'We could not verify your address. Please try again.');
    }
  });

  const tokenError = form.formState.errors.token?.message;
  return (
    <PageShell narrow>
      <PageHeader kicker="Your account" title="Verify Your E-mail" />
      <Card className="p-6 sm:p-8">
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Verify your e-mail">
          <p>
            Set the password of your account to finish. You can type the password you chose when you registered, or a
            new one. Any other device signed in to this account will be signed out.
          </p>
          <FormAlert message={formError ?? tokenError} />
          <input type="hidden" {...form.register('token')} />
          <FormField
            label="Password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN} characters.`}
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" disabled={verify.isPending}>
            {verify.isPending ? 'Verifying...' : 'Verify and Sign In'}
          </Button>
        </form>
        <p className="mt-6 text-sm text-muted">
          Link expired?{' '}
          <Link href="/sign-in" className="font-medium text-brand underline-offset-4 hover:underline">
            Sign in
          </Link>{' '}
          and ask for a new one, or reset your password from the sign-in page.
        </p>
      </Card>
    </PageShell>
  );
}
