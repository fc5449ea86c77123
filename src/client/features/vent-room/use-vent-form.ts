import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { toast } from '../../components/ui/use-toast';
import { REQUIRED_FIELDS_MESSAGE, hasMissingRequired } from '../../../shared/vent-room';

type Errors = Partial<Record<string, string>>;

/**
 * State and checks shared by the post and comment forms, on react-hook-form with the shared zod
 * schema (the same words the server would answer). Missing required fields also get spec 001
 * section 8's toast, and nothing is sent.
 */
export function useVentForm<S extends z.ZodType<FieldValues, FieldValues>>(opts: {
  schema: S;
  initial: z.input<S>;
  required: readonly string[];
  send: (values: z.input<S>) => Promise<void>;
}) {
  type Values = z.input<S>;
  const form = useForm<Values>({
    // The generic schema type is wider than what zodResolver's overloads can infer; the shapes are the same.
    resolver: zodResolver(opts.schema as never) as unknown as Resolver<Values>,
    defaultValues: opts.initial as DefaultValues<Values>,
  });
  const values = form.watch();
  const errors: Errors = Object.fromEntries(
    Object.entries(form.formState.errors).map(([key, error]) => [key, (error as { message?: string }).message]),
  );

  const set = <K extends keyof Values & string>(key: K, value: Values[K]) =>
    form.setValue(key as unknown as Path<Values>, value as PathValue<Values, Path<Values>>);

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

  const reset = () => form.reset(opts.initial as DefaultValues<Values>);
  return { values, errors, set, submit, reset };
}
