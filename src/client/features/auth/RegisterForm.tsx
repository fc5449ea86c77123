import { PASSWORD_MIN } from '../../../shared/auth';
import { Button } from '../../components/ui/Button';
import { FormAlert, FormField } from '../../components/ui/FormField';
import { useRegister } from '../../lib/queries/auth';
import { useZodForm } from '../../lib/use-zod-form';

/** Creates an account; the answer (the same for any address) says to check the e-mail for the link. */
export function RegisterForm() {
  const register = useRegister();
  const { form, formError, setFormError, showFailure } = useZodForm({
    schema: () => import('../../../shared/auth').then((m) => m.registerSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await register.mutateAsync(values);
      form.reset();
    } catch (err) {
      showFailure(err, 'We could not create your account. Please try again.');
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Create account">
      <FormAlert message={formError} />
      <FormAlert tone="success" message={register.data?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <FormField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
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
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" className="w-full" disabled={register.isPending}>
        {register.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
