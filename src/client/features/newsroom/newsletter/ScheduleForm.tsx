import type { AdminEditionDetail } from '../../../../shared/newsletter';
import { formatDateTime } from '../../../../shared/clock';
import { Button } from '../../../components/ui/Button';
import { DateTime } from '../../../components/ui/DateTime';
import { FormAlert } from '../../../components/ui/FormField';
import { Input } from '../../../components/ui/Input';
import { Label } from '../../../components/ui/Label';
import { toast } from '../../../components/ui/use-toast';
import { fromLocalInput, toLocalInput } from '../../../lib/local-input';
import { useZodForm } from '../../../lib/use-zod-form';
import { useScheduleEdition } from './api';
import { toastFailure } from './server-errors';

/** Schedule for a time typed in the staff member's own time zone, or take the schedule back. */
export function ScheduleForm({ edition, disabled }: { edition: AdminEditionDetail; disabled: boolean }) {
  const schedule = useScheduleEdition(edition.id);
  const { form, formError, setFormError, showFailure, preload } = useZodForm({
    schema: () => import('../../../../shared/newsletter').then((m) => m.editionScheduleFormSchema),
    defaultValues: { scheduledFor: toLocalInput(edition.scheduledFor) },
  });
  const error = form.formState.errors.scheduledFor?.message;

  const submit = form.handleSubmit(async ({ scheduledFor }) => {
    setFormError(undefined);
    try {
      const saved = await schedule.mutateAsync(fromLocalInput(scheduledFor));
      toast({ title: 'Edition scheduled', description: `It goes out ${formatDateTime(saved.scheduledFor)}.` });
    } catch (err) {
      showFailure(err, 'Could not schedule the edition');
      toastFailure('Could not schedule the edition', err);
    }
  });
  const unschedule = () =>
    schedule.mutate(null, {
      onSuccess: () => {
        form.reset({ scheduledFor: '' });
        toast({ title: 'Schedule removed', description: 'The edition is a draft again.' });
      },
      onError: (err) => toastFailure('Could not remove the schedule', err),
    });

  return (
    <form
      aria-label="Schedule edition"
      noValidate
      onSubmit={(e) => void submit(e)}
      onFocus={preload}
      className="space-y-2"
    >
      {edition.status === 'scheduled' && edition.scheduledFor && (
        <p className="text-sm">
          Scheduled to go out{' '}
          <DateTime value={edition.scheduledFor} format={formatDateTime} className="font-semibold" />.
        </p>
      )}
      <FormAlert message={formError} />
      <Label htmlFor="scheduled-for">Send at (your local time)</Label>
      <div className="flex flex-wrap gap-3">
        <div className="w-full sm:w-72">
          <Input
            id="scheduled-for"
            type="datetime-local"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'scheduled-for-error' : undefined}
            {...form.register('scheduledFor')}
          />
        </div>
        <Button type="submit" variant="outline" className="h-11" disabled={disabled || schedule.isPending}>
          {edition.status === 'scheduled' ? 'Reschedule' : 'Schedule'}
        </Button>
        {edition.status === 'scheduled' && (
          <Button variant="ghost" className="h-11" onClick={unschedule} disabled={schedule.isPending}>
            Unschedule
          </Button>
        )}
      </div>
      {error && (
        <p id="scheduled-for-error" role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
