import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { FormAlert } from '../../../components/ui/FormField';
import { Input } from '../../../components/ui/Input';
import { useZodForm } from '../../../lib/use-zod-form';

/** Answers the failed call's error, or undefined once the desk action went through. */
export type DeskCall = (url: string, body: object) => Promise<unknown>;

type NoteSchema = z.ZodType<Record<string, string>, Record<string, string>>;

/** The two one-line notes a payment can be given on the desk, with the shared checks the server also runs. */
const NOTES = {
  cancel: {
    field: 'reason',
    label: 'Reason to cancel',
    submit: 'Cancel payment',
    fallback: 'The payment could not be cancelled. Please try again.',
    schema: () => import('../../../../shared/payouts').then((m): NoteSchema => m.cancelPaymentSchema),
  },
  'record-paid': {
    field: 'reference',
    label: 'Paid outside the site: reference',
    submit: 'Record as paid',
    fallback: 'The payment could not be recorded. Please try again.',
    schema: () => import('../../../../shared/payouts').then((m): NoteSchema => m.recordPaymentSchema),
  },
} as const;

/** Cancel with a reason, or record a payment made elsewhere with its reference: the error shows beside the field. */
export function PaymentNoteForm(props: {
  action: keyof typeof NOTES;
  paymentId: string;
  description: string;
  busy: boolean;
  call: DeskCall;
}) {
  const note = NOTES[props.action];
  const { form, formError, setFormError, showFailure, preload } = useZodForm({
    schema: note.schema,
    defaultValues: { [note.field]: '' },
  });
  const error = form.formState.errors[note.field]?.message;
  const submit = form.handleSubmit(async (body) => {
    setFormError(undefined);
    const failure = await props.call(`/api/admin/payouts/${props.paymentId}/${props.action}`, body);
    if (failure === undefined) form.reset({ [note.field]: '' });
    else showFailure(failure, note.fallback);
  });
  return (
    <form
      aria-label={`${note.submit}: ${props.description}`}
      noValidate
      className="flex flex-wrap items-end gap-2"
      onFocus={preload}
      onSubmit={(e) => void submit(e)}
    >
      <FormAlert message={formError} />
      <Field id={`${props.action}-${props.paymentId}`} label={note.label} error={error} announce>
        {(p) => <Input {...p} {...form.register(note.field)} />}
      </Field>
      <Button type="submit" size="sm" variant="outline" disabled={props.busy || form.formState.isSubmitting}>
        {note.submit}
      </Button>
    </form>
  );
}
