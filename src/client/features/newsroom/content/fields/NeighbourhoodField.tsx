import { useEffect } from 'react';
import { Controller, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { Field } from '../../../../components/ui/Field';
import { selectClasses } from '../../../../components/ui/Input';
import { neighbourhoodOptions } from '../../../../lib/neighbourhood-options';
import type { FormValues } from './ContentFields';

/**
 * An item's optional neighbourhood, chosen among its city's (the server checks it against the city
 * as saved). Choosing another city clears it: it belonged to the city before.
 */
export function NeighbourhoodField({
  control,
  errors,
}: {
  control: Control<FormValues>;
  errors: FieldErrors<FormValues>;
}) {
  const city = useWatch({ control, name: 'city' }) as string | undefined;
  const options = neighbourhoodOptions(city);
  const message = errors.neighbourhood?.message;
  return (
    <Controller
      control={control}
      name="neighbourhood"
      render={({ field }) => (
        <Field label="Neighbourhood (optional)" error={typeof message === 'string' ? message : undefined}>
          {(p) => (
            <>
              <ClearOutsideCity
                value={field.value as string | null}
                valid={options.some((o) => o.value === field.value)}
                clear={() => field.onChange(null)}
              />
              <select
                {...p}
                className={selectClasses}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={(field.value as string | null) ?? ''}
                onChange={(e) => field.onChange(e.target.value || null)}
              >
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </>
          )}
        </Field>
      )}
    />
  );
}

/** Clears a neighbourhood that is not one of the city's (after the city changed). */
function ClearOutsideCity({ value, valid, clear }: { value: string | null; valid: boolean; clear: () => void }) {
  useEffect(() => {
    if (value && !valid) clear();
  }, [value, valid, clear]);
  return null;
}
