import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { updateUserSchema, type AuthUser } from '../../../shared/auth';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/use-toast';
import { FormAlert, FormField } from '../../components/ui/FormField';
import { applyServerErrors } from '../../lib/form-errors';
import { useUpdateName } from '../../lib/queries/auth';

type Values = z.input<typeof updateUserSchema>;

export function NameForm({ user }: { user: AuthUser }) {
  const [formError, setFormError] = useState<string>();
  const update = useUpdateName();
  const form = useForm<Values, unknown, z.output<typeof updateUserSchema>>({
    resolver: zodResolver(updateUserSchema),
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await update.mutateAsync(values);
      toast({ title: 'Saved', description: 'Your name has been updated.' });
    } catch (err) {
      setFormError(
        applyServerErrors(
          err,
          form.setError,
          ['firstName', 'lastName'],
          'We could not save your name. Please try again.',
        ),
      );
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
