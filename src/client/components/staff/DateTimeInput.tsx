import type { FieldControlProps } from '../ui/Field';
import { inputClasses } from '../ui/Input';
import { fromLocalInput, toLocalInput } from '../../lib/local-input';

interface DateTimeInputProps extends FieldControlProps {
  value: string | null | undefined;
  onChange: (iso: string | null) => void;
  onBlur?: () => void;
}

/** A date and time picker that stores an ISO instant; people see and type their local time. */
export function DateTimeInput({ value, onChange, onBlur, ...control }: DateTimeInputProps) {
  return (
    <input
      {...control}
      type="datetime-local"
      className={`${inputClasses} h-11`}
      value={toLocalInput(value)}
      onChange={(e) => onChange(fromLocalInput(e.target.value))}
      onBlur={onBlur}
    />
  );
}
