import type { InputHTMLAttributes, Ref } from 'react';
import { Field } from './Field';
import { Input } from './Input';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** The labelled field with a plain text input, the most common case. */
export function FormField({ label, error, hint, ref, ...props }: FormFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <Input ref={ref} {...control} {...props} />}
    </Field>
  );
}

/** A message about the whole form, read out when it appears. */
export function FormAlert({ message, tone = 'error' }: { message?: string; tone?: 'error' | 'success' }) {
  if (!message) return null;
  const styles =
    tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-green-200 bg-green-50 text-green-900';
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-md border px-3 py-2 text-sm ${styles}`}>
      {message}
    </p>
  );
}
