import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../components/ui/use-toast';
import { apiRequest, readError } from '../../lib/api';
import { useZodForm } from '../../lib/use-zod-form';

/** Every success toast offers the way to follow the piece through review. */
export const MY_SUBMISSIONS_LINK = { label: 'See My submissions', href: '/account/submissions' } as const;

export interface ToastText {
  title: string;
  description: string;
}

interface Options<S extends z.ZodType<FieldValues, FieldValues>> {
  /** The shared schema, loaded when the form is first checked. */
  schema: () => Promise<S>;
  defaults: z.input<S>;
  /** Where the form is sent (a function when it changes, e.g. a saved draft is sent by its own address). */
  url: string | (() => string);
  success: ToastText;
  /** The failure toast; may read the error (the contributor form names a duplicate e-mail). */
  failure: (error: unknown) => ToastText;
  /** Query keys whose lists show what was sent once approved. */
  invalidate?: readonly (readonly string[])[];
  /** After a successful send and the form's reset. */
  onSent?: () => void;
}

/**
 * One submission form (the form hook, useZodForm): validated with the shared schema, posted as JSON, thanked or regretted
 * with the spec's toasts, and cleared after success (what was written is kept on failure).
 */
export function useSubmitForm<S extends z.ZodType<FieldValues, FieldValues>>(opts: Options<S>) {
  const queryClient = useQueryClient();
  const { form, showFailure } = useZodForm({ schema: opts.schema, defaultValues: opts.defaults });
  const mutation = useMutation({
    mutationFn: (values: z.output<S>) =>
      apiRequest('POST', typeof opts.url === 'function' ? opts.url() : opts.url, values),
    onSuccess: () =>
      Promise.all((opts.invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      // Too many submissions: the server says how long to wait, in words a person understands.
      const failure =
        readError(error).status === 429
          ? {
              title: 'Please slow down',
              description: readError(error, 'You have sent several submissions recently.').message,
            }
          : opts.failure(error);
      // The server's field errors go beside their fields; the toast says what happened.
      showFailure(error, failure.description);
      toast({ ...failure, variant: 'destructive' });
      return;
    }
    toast({ ...opts.success, link: MY_SUBMISSIONS_LINK });
    form.reset(opts.defaults as DefaultValues<z.input<S>>);
    opts.onSent?.();
  });

  return { form, onSubmit, isPending: mutation.isPending };
}
