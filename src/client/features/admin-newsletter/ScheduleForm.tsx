import { useState, type FormEvent } from 'react';
import type { AdminEditionDetail } from '../../../shared/newsletter';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { toast } from '../../components/ui/use-toast';
import { useScheduleEdition } from './api';
import { formatDateTime } from '../../../shared/clock';
import { DateTime } from '../../components/ui/DateTime';
import { fromLocalInput, toLocalInput } from '../../lib/local-input';
import { readError } from '../../lib/api';
import { toastFailure } from './server-errors';

/** Schedule for a time typed in the staff member's own time zone, or take the schedule back. */
export function ScheduleForm({ edition, disabled }: { edition: AdminEditionDetail; disabled: boolean }) {
  const [at, setAt] = useState(toLocalInput(edition.scheduledFor));
  const [error, setError] = useState<string | undefined>();
  const schedule = useScheduleEdition(edition.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const when = fromLocalInput(at);
    if (!when) return setError('Please choose a date and time.');
    setError(undefined);
    schedule.mutate(when, {
      onSuccess: (saved) =>
        toast({ title: 'Edition scheduled', description: `It goes out ${formatDateTime(saved.scheduledFor)}.` }),
      onError: (err) => {
        setError(readError(err).fieldErrors.scheduledFor);
        toastFailure('Could not schedule the edition', err);
      },
    });
  };
  const unschedule = () =>
    schedule.mutate(null, {
      onSuccess: () => {
        setAt('');
        toast({ title: 'Schedule removed', description: 'The edition is a draft again.' });
      },
      onError: (err) => toastFailure('Could not remove the schedule', err),
    });

  return (
    <form aria-label="Schedule edition" noValidate onSubmit={submit} className="space-y-2">
      {edition.status === 'scheduled' && edition.scheduledFor && (
        <p className="text-sm">
          Scheduled to go out{' '}
          <DateTime value={edition.scheduledFor} format={formatDateTime} className="font-semibold" />.
        </p>
      )}
      <Label htmlFor="scheduled-for">Send at (your local time)</Label>
      <div className="flex flex-wrap gap-3">
        <div className="w-full sm:w-72">
          <Input
            id="scheduled-for"
            type="datetime-local"
            value={at}
            onChange={(e) => setAt(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'scheduled-for-error' : undefined}
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
