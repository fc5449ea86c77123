import { Button } from '../../components/ui/Button';
import { FormAlert, FormField } from '../../components/ui/FormField';
import { useRequestReset } from '../../lib/queries/auth';
import { useZodForm } from '../../lib/use-zod-form';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const request = useRequestReset();
  const { form, formError, setFormError, showFailure } = useZodForm({
    schema: () => import('../../../shared/auth').then((m) => m.passwordResetRequestSchema),
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await request.mutateAsync(values);
    } catch (err) {
      showFailure(err, 'We could not send the link. Please try again.');
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Reset password">
      <p className="text-sm text-muted">
        Enter the e-mail of your account and we will send you a link to choose a new password.
      </p>
      <FormAlert message={formError} />
      <FormAlert tone="success" message={request.data?.message} />
      <FormField
        label="E-mail"
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <button
        type="button"
        onClick={onBack}
        className="text-sm font-medium text-brand underline-offset-4 hover:underline"
      >
        Back to sign in
      </button>
    </form>
  );
}
