import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { signInMfaSchema } from '../../../shared/auth';
import { Button } from '../../components/ui/Button';
import { FormAlert, FormField } from '../../components/ui/FormField';
import { applyServerErrors } from '../../lib/form-errors';
import { useSignInCode } from '../../lib/queries/auth';

type Values = z.input<typeof signInMfaSchema>;

/** The second step of signing in: a code from the authenticator app, or a recovery code. */
export function SignInCodeForm({ onSignedIn, onCancel }: { onSignedIn: () => void; onCancel: () => void }) {
  const [formError, setFormError] = useState<string>();
  const signIn = useSignInCode();
  const form = useForm<Values, unknown, z.output<typeof signInMfaSchema>>({
    resolver: zodResolver(signInMfaSchema),
    defaultValues: { code: '', rememberDevice: false },
  });

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await signIn.mutateAsync(values);
      onSignedIn();
    } catch (err) {
      setFormError(applyServerErrors(err, form.setError, ['code'], 'That did not work. Please try again.'));
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
