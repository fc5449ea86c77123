import { useId, type ReactNode } from 'react';
import { Label } from './Label';

export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: string;
  error?: string;
  /** Help shown under the control while there is no error. */
  hint?: string;
  /** Reads the error out as soon as it appears (for forms that show one error at a time). */
  announce?: boolean;
  /** A fixed id for the control; a generated one otherwise. */
  id?: string;
  className?: string;
  children: (props: FieldControlProps) => ReactNode;
}

/**
 * The one labelled field of the site: a label, any control and its hint or error, wired together
 * so the error is announced with the field (aria-invalid + aria-describedby).
 */
export function Field({ label, error, hint, announce, id: fixedId, className = 'space-y-1.5', children }: FieldProps) {
  const generated = useId();
  const id = fixedId ?? generated;
  const described = [hint && !error && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role={announce ? 'alert' : undefined} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
