import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { ContentKind, OpeningHours } from '../../../../../shared/newsroom';
import { ImageUpload } from '../../../../components/staff/ImageUpload';
import { Field } from '../../../../components/ui/Field';
import { inputClasses, selectClasses } from '../../../../components/ui/Input';
import { cn } from '../../../../lib/cn';
import { useCategories } from '../api';
import type { FieldSpec } from '../content-fields';
import { emptyFieldValue } from '../form-values';
import { CATEGORY_TYPES } from '../kind-config';
import { DateTimeInput } from '../../../../components/staff/DateTimeInput';
import { HoursEditor } from './HoursEditor';
import { ImageListInput } from './ImageListInput';

export type FormValues = Record<string, unknown>;

interface ContentFieldsProps {
  kind: ContentKind;
  fields: FieldSpec[];
  control: Control<FormValues>;
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
}

const messageOf = (errors: FieldErrors<FormValues>, name: string) => {
  const message = errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
};
const blankToNull = (v: unknown) => (v === '' ? null : v);
const blankToEmpty = (kind: ContentKind, name: string) => (v: unknown) => (v === '' ? emptyFieldValue(kind, name) : v);

/** A kind's fields from its list: each label, control and error wired together. */
export function ContentFields({ kind, fields, control, register, errors }: ContentFieldsProps) {
  const categories = useCategories();
  const categoryNames = (categories.data ?? []).filter((c) => c.type === CATEGORY_TYPES[kind]).map((c) => c.name);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {categoryNames.length > 0 && (
        <datalist id={`categories-${kind}`}>
          {categoryNames.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      )}
      {fields.map((f) => {
        const error = messageOf(errors, f.name);
        const wide = f.wide || f.type === 'textarea' || f.type === 'checkbox' || f.type === 'hours';
        return (
          <div key={f.name} className={cn(wide && 'sm:col-span-2')}>
            {renderField(kind, f, error, { control, register, errors })}
          </div>
        );
      })}
    </div>
  );
}

function renderField(
  kind: ContentKind,
  f: FieldSpec,
  error: string | undefined,
  { control, register, errors }: Pick<ContentFieldsProps, 'control' | 'register' | 'errors'>,
) {
  switch (f.type) {
    case 'checkbox':
      return (
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="h-4 w-4 accent-brand" {...register(f.name)} />
          {f.label}
        </label>
      );
    case 'image':
      return (
        <Controller
          control={control}
          name={f.name}
          render={({ field }) => (
            <ImageUpload
              label={f.label}
              value={(field.value as string) ?? ''}
              onChange={(img) => field.onChange(img?.imageUrl ?? null)}
              error={error}
            />
          )}
        />
      );
    case 'images':
      return (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{f.label}</legend>
          <Controller
            control={control}
            name={f.name}
            render={({ field }) => (
              <ImageListInput label={f.label} value={field.value as string[]} onChange={field.onChange} />
            )}
          />
        </fieldset>
      );
    case 'hours':
      return (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{f.label}</legend>
          <Controller
            control={control}
            name={f.name}
            render={({ field }) => (
              <HoursEditor
                value={field.value as OpeningHours | null}
                onChange={field.onChange}
                errors={errors[f.name] as Parameters<typeof HoursEditor>[0]['errors']}
              />
            )}
          />
        </fieldset>
      );
    default:
      return (
        <Field label={f.label} error={error}>
          {(p) => (
            <>
              {control_(kind, f, p, { control, register })}
              {f.hint && !error && <p className="mt-1 text-sm text-muted">{f.hint}</p>}
            </>
          )}
        </Field>
      );
  }
}

function control_(
  kind: ContentKind,
  f: FieldSpec,
  p: Parameters<Parameters<typeof Field>[0]['children']>[0],
  { control, register }: Pick<ContentFieldsProps, 'control' | 'register'>,
) {
  switch (f.type) {
    case 'textarea':
      return <textarea {...p} rows={f.rows ?? 5} className={inputClasses} {...register(f.name)} />;
    case 'select':
      return (
        <select {...p} className={selectClasses} {...register(f.name, { setValueAs: blankToEmpty(kind, f.name) })}>
          {f.optional ? <option value="">Not set</option> : <option value="">Choose…</option>}
          {f.choices?.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      );
    case 'datetime':
      return (
        <Controller
          control={control}
          name={f.name}
          render={({ field }) => (
            <DateTimeInput
              {...p}
              value={field.value as string | null}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      );
    case 'number':
      return (
        <input
          {...p}
          type="number"
          inputMode="numeric"
          className={`${inputClasses} h-11`}
          {...register(f.name, { setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)) })}
        />
      );
    case 'list':
      return (
        <Controller
          control={control}
          name={f.name}
          render={({ field }) => (
            <input
              {...p}
              className={`${inputClasses} h-11`}
              defaultValue={((field.value as string[] | undefined) ?? []).join(', ')}
              onBlur={(e) =>
                field.onChange(
                  e.target.value
                    .split(',')
                    .map((s) => s.trim())
                    .filter(Boolean),
                )
              }
            />
          )}
        />
      );
    case 'date':
      return (
        <input
          {...p}
          type="date"
          className={`${inputClasses} h-11`}
          {...register(f.name, { setValueAs: blankToNull })}
        />
      );
    case 'category':
      return <input {...p} list={`categories-${kind}`} className={`${inputClasses} h-11`} {...register(f.name)} />;
    default:
      return <input {...p} type={f.type} className={`${inputClasses} h-11`} {...register(f.name)} />;
  }
}
