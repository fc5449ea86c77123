import { useState } from 'react';
import type { z } from 'zod';
import { toast } from '../../components/ui/use-toast';
import { REQUIRED_FIELDS_MESSAGE, hasMissingRequired } from '../../../shared/vent-room';

type Errors = Partial<Record<string, string>>;

/**
 * State and checks shared by the post and comment forms: required fields are checked before
 * anything is sent (spec 001 section 8 toast), then the shared zod schema gives each field its
 * message, the same words the server would answer.
 */
export function useVentForm<S extends z.ZodType<unknown, Record<string, unknown>>>(opts: {
  schema: S;
  initial: z.input<S>;
  required: readonly string[];
  send: (values: z.input<S>) => Promise<void>;
}) {
  const [values, setValues] = useState<z.input<S>>(opts.initial);
  const [errors, setErrors] = useState<Errors>({});

  const set = <K extends keyof z.input<S>>(key: K, value: z.input<S>[K]) =>
    setValues((prev) => ({ ...prev, [key]: value }));

  const submit = async () => {
    const parsed = opts.schema.safeParse(values);
    const fieldErrors: Errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    setErrors(fieldErrors);
    if (hasMissingRequired(values, opts.required)) {
      toast({ title: 'Error', description: REQUIRED_FIELDS_MESSAGE, variant: 'destructive' });
      return;
    }
    if (!parsed.success) return;
    await opts.send(values);
  };

  const reset = () => {
    setValues(opts.initial);
    setErrors({});
  };
  return { values, errors, set, submit, reset };
}
