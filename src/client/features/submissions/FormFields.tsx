import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { inputClasses } from '../../components/ui/Input';
import { cn } from '../../lib/cn';
import { Field } from '../../components/ui/Field';
import { selectClasses } from '../../components/ui/Input';
import type { Option } from './options';

export interface FieldDef<T extends FieldValues> {
  name: Path<T>;
  label: string;
  kind?: 'text' | 'email' | 'url' | 'tel' | 'date' | 'textarea' | 'select' | 'checkbox';
  options?: readonly Option[];
  placeholder?: string;
  rows?: number;
  autoComplete?: string;
  /** The phone keyboard for a text field (an amount: 'decimal'). */
  inputMode?: 'decimal' | 'numeric';
  /** Spans both columns on wide screens. */
  wide?: boolean;
}

interface Props<T extends FieldValues> {
  fields: readonly FieldDef<T>[];
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

/** A form's fields from a list: label, control and error message wired together. */
export function FormFields<T extends FieldValues>({ fields, register, errors }: Props<T>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((f) => {
        const error = errors[f.name]?.message;
        const message = typeof error === 'string' ? error : undefined;
        const wide = f.wide || f.kind === 'textarea' || f.kind === 'checkbox';
        if (f.kind === 'checkbox') {
          return (
            <label key={f.name} className="flex items-center gap-2 text-sm text-ink sm:col-span-2">
              <input type="checkbox" className="h-4 w-4 accent-brand" {...register(f.name)} />
              {f.label}
            </label>
          );
        }
        return (
          <div key={f.name} className={cn(wide && 'sm:col-span-2')}>
            <Field label={f.label} error={message}>
              {(p) =>
                f.kind === 'select' ? (
                  <select {...p} className={selectClasses} {...register(f.name)}>
                    {f.options?.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                ) : f.kind === 'textarea' ? (
                  <textarea
                    {...p}
                    rows={f.rows ?? 5}
                    placeholder={f.placeholder}
                    className={inputClasses}
                    {...register(f.name)}
                  />
                ) : (
                  <input
                    {...p}
                    type={f.kind ?? 'text'}
                    placeholder={f.placeholder}
                    autoComplete={f.autoComplete}
                    inputMode={f.inputMode}
                    className={`${inputClasses} h-11`}
                    {...register(f.name)}
                  />
                )
              }
            </Field>
          </div>
        );
      })}
    </div>
  );
}
