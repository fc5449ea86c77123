import { Input, inputClasses } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  multiline?: boolean;
}

/** A labelled text field with its error message tied to it for screen readers. */
export function TextField({ id, label, value, onChange, error, multiline = false }: TextFieldProps) {
  const field = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <textarea {...field} rows={5} className={`mt-1 ${inputClasses}`} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input {...field} className="mt-1" onChange={(e) => onChange(e.target.value)} />
      )}
      {error && <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">{error}</p>}
    </div>
  );
}
