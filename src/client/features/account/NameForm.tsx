import type { AuthUser } from '../../../shared/auth';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/use-toast';
import { FormAlert, FormField } from '../../components/ui/FormField';
import { useUpdateName } from '../../lib/queries/auth';
import { useZodForm } from '../../lib/use-zod-form';

export function NameForm({ user }: { user: AuthUser }) {
  const update = useUpdateName();
  const { form, formError, setFormError, showFailure } = useZodForm({
    schema: () => import('../../../shared/auth').then((m) => m.updateUserSchema),
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await update.mutateAsync(values);
      toast({ title: 'Saved', description: 'Your name has been updated.' });
    } catch (err) {
      showFailure(err, 'We could not save your name. Please try again.');
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Your name">
      <FormAlert message={formError} />
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
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save Name'}
      </Button>
    </form>
  );
}
