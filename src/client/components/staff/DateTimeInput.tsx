import type { FieldControlProps } from '../ui/Field';
import { inputClasses } from '../ui/Input';

/** "2026-12-01T18:30" in this browser's time zone, for <input type="datetime-local">. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The local date-time typed by the editor as an ISO instant (UTC), or null when empty. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

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
