import { useState } from 'react';
import { Flag } from 'lucide-react';
import type { z } from 'zod';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { FormAlert } from '../ui/FormField';
import { inputClasses } from '../ui/Input';
import { useZodForm } from '../../lib/use-zod-form';

/** The shared schema of a report's body ({ reason }), loaded when the reader opens the form. */
export type ReportSchema = () => Promise<z.ZodType<{ reason: string }, { reason: string }>>;

const THANKS = 'Thank you for your report. Staff will review it.';

/**
 * "Report": a signed-in reader tells staff what is wrong; enough reports hide the item until staff
 * decide. `send` makes the call (the Vent Room's, a story comment's); `schema` is that call's shared check.
 */
export function ReportButton({
  label,
  schema,
  send,
}: {
  label: string;
  schema: ReportSchema;
  send: (reason: string) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const { form, formError, setFormError, showFailure, preload } = useZodForm({ schema, defaultValues: { reason: '' } });

  const submit = form.handleSubmit(async ({ reason }) => {
    setFormError(undefined);
    try {
      await send(reason);
      setSent(true);
    } catch (err) {
      showFailure(err, 'Your report could not be sent. Please try again.');
    }
  });

  if (sent)
    return (
      <p role="status" className="text-sm text-muted">
        {THANKS}
      </p>
    );
  if (!open) {
    return (
      <Button
        variant="ghost"
        size="sm"
        onClick={() => {
          preload();
          setOpen(true);
        }}
        aria-label={`Report ${label}`}
      >
        <Flag className="h-4 w-4" aria-hidden="true" />
        Report
      </Button>
    );
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-2" aria-label={`Report ${label}`}>
      <Field label="What is wrong with it?" error={form.formState.errors.reason?.message} announce>
        {(p) => <input {...p} className={`${inputClasses} h-10`} maxLength={500} {...form.register('reason')} />}
      </Field>
      <FormAlert message={formError} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
          Send Report
        </Button>
        <Button variant="outline" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
