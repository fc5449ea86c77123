import { PASSWORD_MIN } from '../../../shared/auth';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/use-toast';
import { FormAlert, FormField } from '../../components/ui/FormField';
import { useChangePassword } from '../../lib/queries/auth';
import { useZodForm } from '../../lib/use-zod-form';

export function ChangePasswordForm() {
  const change = useChangePassword();
  const { form, formError, setFormError, showFailure } = useZodForm({
    schema: () => import('../../../shared/auth').then((m) => m.changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const { message } = await change.mutateAsync(values);
      form.reset();
      // The server says how many other sessions it signed out.
      toast({ title: 'Password Changed', description: message });
    } catch (err) {
      showFailure(err, 'We could not change your password. Please try again.');
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Change password">
      <FormAlert message={formError} />
      <FormField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <Button type="submit" variant="outline" disabled={change.isPending}>
        {change.isPending ? 'Changing...' : 'Change Password'}
      </Button>
    </form>
  );
}
