import type { DefaultValues, FieldValues, Path, PathValue } from 'react-hook-form';
import { useEffect } from 'react';
import type { z } from 'zod';
import { toast } from '../../components/ui/use-toast';
import { useAuth, type AuthUser } from '../../lib/auth';
import { useZodForm } from '../../lib/use-zod-form';
import { REQUIRED_FIELDS_MESSAGE, hasMissingRequired } from '../../../shared/vent-room';

type Errors = Partial<Record<string, string>>;

/** A signed-in reader's name as the forms fill it in: first and last name, else nothing. */
function fullName(user: AuthUser): string {
  return [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * State and checks shared by the post and comment forms, on the form hook (useZodForm) with the
 * shared zod schema (the same words the server would answer). Missing required fields also get spec 001
 * section 8's toast, and nothing is sent.
 */
export function useVentForm<S extends z.ZodType<FieldValues, FieldValues>>(opts: {
  /** The shared schema, loaded when the form is first checked. */
  schema: () => Promise<S>;
  initial: z.input<S>;
  required: readonly string[];
  send: (values: z.input<S>) => Promise<void>;
}) {
  type Values = z.input<S>;
  const { form, showFailure } = useZodForm({ schema: opts.schema, defaultValues: opts.initial });
  const values = form.watch();
  const errors: Errors = Object.fromEntries(
    Object.entries(form.formState.errors).map(([key, error]) => [key, (error as { message?: string }).message]),
  );

  // Once the form was sent, each change is checked again, so a message goes away as soon as the field is fixed.
  const set = <K extends keyof Values & string>(key: K, value: Values[K]) =>
    form.setValue(key as unknown as Path<Values>, value as PathValue<Values, Path<Values>>, {
      shouldValidate: form.formState.isSubmitted,
    });

  // Signed in: the name and e-mail are filled in (still editable), unless the reader typed their own.
  const { user } = useAuth();
  const name = user ? fullName(user) : '';
  const email = user?.email ?? '';
  useEffect(() => {
    const fill = (key: 'authorName' | 'authorEmail', value: string) => {
      const path = key as unknown as Path<Values>;
      if (value && !form.getValues(path)) form.setValue(path, value as PathValue<Values, Path<Values>>);
    };
    fill('authorName', name);
    fill('authorEmail', email);
  }, [form, name, email]);

  const missingRequired = () => {
    if (!hasMissingRequired(form.getValues(), opts.required)) return false;
    toast({ title: 'Error', description: REQUIRED_FIELDS_MESSAGE, variant: 'destructive' });
    return true;
  };

  const submit = form.handleSubmit(
    async () => {
      if (!missingRequired()) await opts.send(form.getValues());
    },
    () => void missingRequired(),
  );

  const reset = () =>
    form.reset({
      ...opts.initial,
      ...(name ? { authorName: name } : {}),
      ...(email ? { authorEmail: email } : {}),
    } as DefaultValues<Values>);
  /** Puts the server's field errors beside their fields (the toast says the rest). */
  const showFieldErrors = (error: unknown) => void showFailure(error, '');
  return { values, errors, set, submit, reset, showFieldErrors };
}
