import { Button } from '../../components/ui/Button';
import { FormAlert, FormField } from '../../components/ui/FormField';
import { useSignInCode } from '../../lib/queries/auth';
import { useZodForm } from '../../lib/use-zod-form';

/** The second step of signing in: a code from the authenticator app, or a recovery code. */
export function SignInCodeForm({ onSignedIn, onCancel }: { onSignedIn: () => void; onCancel: () => void }) {
  const signIn = useSignInCode();
  const { form, formError, setFormError, showFailure } = useZodForm({
    schema: () => import('../../../shared/auth').then((m) => m.signInMfaSchema),
    defaultValues: { code: '', rememberDevice: false },
  });

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await signIn.mutateAsync(values);
      onSignedIn();
    } catch (err) {
      showFailure(err, 'That did not work. Please try again.');
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Two-step sign-in">
      <p className="text-sm text-muted">
        Enter the 6-digit code from your authenticator app, or one of your recovery codes.
      </p>
      <FormAlert message={formError} />
      <FormField
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="h-4 w-4 rounded border-border" {...form.register('rememberDevice')} />
        Remember this device for 30 days
      </label>
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Checking...' : 'Verify'}
      </Button>
      <button
        type="button"
        onClick={onCancel}
        className="text-sm font-medium text-brand underline-offset-4 hover:underline"
      >
        Start over
      </button>
    </form>
  );
}
