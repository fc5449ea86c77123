import { Link, useLocation, useSearchParams } from 'wouter';
import { PASSWORD_MIN } from '../../../shared/auth';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { toast } from '../../components/ui/use-toast';
import { FormAlert, FormField } from '../../components/ui/FormField';
import { useConfirmReset } from '../../lib/queries/auth';
import { useZodForm } from '../../lib/use-zod-form';

/** Where the link in the reset e-mail leads: choose a new password, then sign in with it everywhere. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const confirm = useConfirmReset();
  const { form, formError, setFormError, showFailure } = useZodForm({
    schema: () => import('../../../shared/auth').then((m) => m.passwordResetConfirmSchema),
    defaultValues: { token: params.get('token') ?? '', password: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const { message } = await confirm.mutateAsync(values);
      toast({ title: 'Password Changed', description: message });
      navigate('/sign-in?returnTo=%2Faccount', { replace: true });
    } catch (err) {
      showFailure(err, 'We could not change your password. Please try again.');
    }
  });

  const tokenError = form.formState.errors.token?.message;
  return (
    <PageShell narrow>
      <PageHeader kicker="Your account" title="Reset Your Password" />
      <Card className="p-6 sm:p-8">
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Choose a new password">
          <FormAlert message={formError ?? tokenError} />
          <input type="hidden" {...form.register('token')} />
          <FormField
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN} characters.`}
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" disabled={confirm.isPending}>
            {confirm.isPending ? 'Saving...' : 'Set New Password'}
          </Button>
        </form>
        <p className="mt-6 text-sm text-muted">
          Link expired?{' '}
          <Link href="/sign-in" className="font-medium text-brand underline-offset-4 hover:underline">
            Ask for a new one
          </Link>{' '}
          from the sign-in page.
        </p>
      </Card>
    </PageShell>
  );
}
