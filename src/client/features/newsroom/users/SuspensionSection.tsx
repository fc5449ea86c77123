import { Controller } from 'react-hook-form';
import { Ban } from 'lucide-react';
import type { AdminUser } from '../../../../shared/newsroom';
import { formatDate } from '../../../../shared/dates';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { inputClasses } from '../../../components/ui/Input';
import { toast } from '../../../components/ui/use-toast';
import { readError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useZodForm } from '../../../lib/use-zod-form';
import { useLiftSuspension, useSuspendUser } from './api';
import { DateTimeInput } from '../../../components/staff/DateTimeInput';
import { DateTime } from '../../../components/ui/DateTime';

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

/** Suspend for a time with a reason (the account is told both), or lift a suspension early. */
export function SuspensionSection({ user }: { user: AdminUser }) {
  const { user: me } = useAuth();
  const lift = useLiftSuspension(user.id);
  const suspended = user.suspendedUntil && new Date(user.suspendedUntil).getTime() > Date.now();
  if (suspended) {
    return (
      <div className="space-y-2 rounded-md border border-orange-200 bg-orange-50 p-3 text-sm">
        <p className="flex items-center gap-2 font-semibold text-accent-orange">
          <Ban className="h-4 w-4" aria-hidden="true" /> Suspended until <DateTime value={user.suspendedUntil} />
        </p>
        {user.suspensionReason && <p>Reason: {user.suspensionReason}</p>}
        <Button
          size="sm"
          variant="outline"
          disabled={lift.isPending}
          onClick={() =>
            lift.mutate(undefined, {
              onSuccess: () => toast({ title: 'Suspension lifted' }),
              onError: (error) =>
                toast({
                  variant: 'destructive',
                  title: 'Not lifted',
                  description: readError(error, 'Please try again.').message,
                }),
            })
          }
        >
          Lift suspension
        </Button>
      </div>
    );
  }
  if (me?.id === user.id) return null;
  return <SuspendForm user={user} />;
}

function SuspendForm({ user }: { user: AdminUser }) {
  const suspend = useSuspendUser(user.id);
  const { form, showFailure } = useZodForm({
    schema: () => import('../../../../shared/newsroom/users').then((m) => m.suspendUserSchema),
    defaultValues: { until: inAWeek(), reason: '' },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) =>
    suspend.mutate(values, {
      onSuccess: () => toast({ title: 'Account suspended', description: `Until ${formatDate(values.until)}.` }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Not suspended',
          description: showFailure(error, 'Please try again.') || 'Please correct the marked fields.',
        }),
    }),
  );
  return (
    <details className="rounded-md border border-rule p-3">
      <summary className="cursor-pointer text-sm font-medium">Suspend this account…</summary>
      <form aria-label="Suspend account" noValidate onSubmit={(e) => void onSubmit(e)} className="mt-3 space-y-3">
        <Field label="Suspended until" error={errors.until?.message}>
          {(p) => (
            <Controller
              control={form.control}
              name="until"
              render={({ field }) => (
                <DateTimeInput {...p} value={field.value} onChange={(v) => field.onChange(v ?? '')} />
              )}
            />
          )}
        </Field>
        <Field label="Reason (the account is told)" error={errors.reason?.message}>
          {(p) => <textarea {...p} rows={2} className={inputClasses} {...form.register('reason')} />}
        </Field>
        <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={suspend.isPending}>
          Suspend
        </Button>
      </form>
    </details>
  );
}
