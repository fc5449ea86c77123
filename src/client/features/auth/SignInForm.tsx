import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { FormAlert, FormField } from '../../components/ui/FormField';
import { useSignIn } from '../../lib/queries/auth';
import { useZodForm } from '../../lib/use-zod-form';
import { SignInCodeForm } from './SignInCodeForm';

export function SignInForm({ onSignedIn, onForgot }: { onSignedIn: () => void; onForgot: () => void }) {
  const [codeStep, setCodeStep] = useState(false);
  const signIn = useSignIn();
  const { form, formError, setFormError, showFailure } = useZodForm({
    schema: () => import('../../../shared/auth').then((m) => m.signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const result = await signIn.mutateAsync(values);
      if ('mfaRequired' in result) setCodeStep(true);
      else onSignedIn();
    } catch (err) {
      showFailure(err, 'Sign-in failed. Please try again.');
    }
  });

  if (codeStep) return <SignInCodeForm onSignedIn={onSignedIn} onCancel={() => setCodeStep(false)} />;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Sign in">
      <FormAlert message={formError} />
      <FormField
        label="E-mail"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <button
        type="button"
        onClick={onForgot}
        className="text-sm font-medium text-brand underline-offset-4 hover:underline"
      >
        Forgot your password?
      </button>
    </form>
  );
}
