import { useEffect, useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { readError } from './api';

/** A form's shared zod schema, loaded on first use: `() => import('../../../shared/auth').then((m) => m.signInSchema)`. */
type SchemaLoader<S> = () => Promise<S>;

/** Said above the form when its checks cannot be loaded (offline, or the site changed since the page loaded). */
export const CHECKS_UNAVAILABLE = 'Could not check the form just now. Please try again.';

/** Said above the form when the server refused more than one field: each says why beside it. */
export const CORRECT_THE_FIELDS = 'Please correct the highlighted fields.';

export interface ZodForm<In extends FieldValues, Out> {
  /** react-hook-form's form: register, handleSubmit, formState, reset. */
  form: UseFormReturn<In, unknown, Out>;
  /** The message about the whole form (FormAlert), or undefined. */
  formError: string | undefined;
  setFormError: (message: string | undefined) => void;
  /**
   * Shows a failed call: the server's field errors beside their fields, and above the form the
   * server's message (or `fallback`), left out when the one field error already says it. Answers
   * the text it put above the form.
   */
  showFailure: (error: unknown, fallback: string) => string;
  /** Starts loading the checks (when the reader reaches for the form, say on focus or when a dialog opens). */
  preload: () => void;
}

/**
 * The one form hook: react-hook-form checked by the shared zod schema the server also uses (the
 * same words on both sides), with the schema and zod loaded only when the form is first checked,
 * so no page carries them before its reader uses its form. A field's error goes away as soon as the
 * field is changed; the server's field errors are shown through the one error reader (readError).
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(options: {
  schema: SchemaLoader<S>;
  defaultValues: z.input<S>;
}): ZodForm<z.input<S>, z.output<S>> {
  type In = z.input<S>;
  type Out = z.output<S>;
  const schema = useRef(options.schema);
  schema.current = options.schema;

  // Made once per form: react-hook-form keeps the resolver it was first given.
  const [{ resolver, preload }] = useState(() => {
    let loaded: Promise<Resolver<In, unknown, Out>> | undefined;
    const load = () => {
      loaded ??= Promise.all([import('@hookform/resolvers/zod'), schema.current()]).then(
        // The generic schema is wider than what zodResolver's overloads infer; the shapes are the same.
        ([{ zodResolver }, checks]) => zodResolver(checks as never) as unknown as Resolver<In, unknown, Out>,
      );
      // A failed load is tried again on the next check.
      loaded.catch(() => (loaded = undefined));
      return loaded;
    };
    const resolver: Resolver<In, unknown, Out> = async (values, context, resolverOptions) => {
      const checks = await load().catch(() => undefined);
      if (checks) return checks(values, context, resolverOptions);
      return { values: {}, errors: { root: { type: 'load', message: CHECKS_UNAVAILABLE } } as FieldErrors<In> };
    };
    return { resolver, preload: () => void load().catch(() => undefined) };
  });

  const form = useForm<In, unknown, Out>({ resolver, defaultValues: options.defaultValues as DefaultValues<In> });
  const [formError, setFormError] = useState<string>();

  // A changed field loses the error it showed; the checks then run again and say what is still wrong.
  useEffect(() => {
    const subscription = form.watch((_, { name }) => {
      if (name && form.getFieldState(name as Path<In>).error) form.clearErrors(name as Path<In>);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const showFailure = (error: unknown, fallback: string) => {
    const failure = readError(error, fallback);
    const fields = Object.keys(options.defaultValues);
    const placed = Object.entries(failure.fieldErrors).filter(([path]) => fields.includes(path.split('.')[0]!));
    for (const [path, message] of placed) form.setError(path as Path<In>, { type: 'server', message });
    let text = failure.message;
    if (placed.length > 0 && Object.keys(failure.fieldErrors).length > 1) text = CORRECT_THE_FIELDS;
    // One field's error beside its field says it all: the same words above the form would say it twice.
    else if (placed.length > 0 && placed[0]?.[1] === failure.message) text = '';
    setFormError(text || undefined);
    return text;
  };

  return {
    form,
    formError: formError ?? form.formState.errors.root?.message,
    setFormError,
    showFailure,
    preload,
  };
}
