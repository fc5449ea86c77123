import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { changePasswordSchema, PASSWORD_MIN } from '../../../shared/auth';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/use-toast';
import { FormAlert, FormField } from '../../components/ui/FormField';
import { applyServerErrors } from '../../lib/form-errors';
import { useChangePassword } from '../../lib/queries/auth';

type Values = z.input<typeof changePasswordSchema>;

export function ChangePasswordForm() {
  const [formError, setFormError] = useState<string>();
  const change = useChangePassword();
  const form = useForm<Values, unknown, z.output<typeof changePasswordSchema>>({
    resolver: zodResolver(changePasswordSchema),
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
      setFormError(
        applyServerErrors(
          err,
          form.setError,
          ['currentPassword', 'newPassword'],
          'We could not change your password. Please try again.',
        ),
      );
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
