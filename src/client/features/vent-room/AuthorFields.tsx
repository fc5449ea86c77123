import { inputClasses } from '../../components/ui/Input';
import { Field } from '../../components/ui/Field';

type AuthorField = 'authorName' | 'authorEmail';

interface AuthorFieldsProps {
  values: { authorName: string; authorEmail: string };
  errors: Partial<Record<AuthorField, string>>;
  onChange: (field: AuthorField, value: string) => void;
  /** Comments sit inside a post, so their fields are a little smaller. */
  compact?: boolean;
}

/** Name and e-mail of whoever posts or comments; the e-mail is for staff only, never shown. */
export function AuthorFields({ values, errors, onChange, compact = false }: AuthorFieldsProps) {
  const height = compact ? 'h-10' : 'h-11';
  return (
    <div className={`grid sm:grid-cols-2 ${compact ? 'gap-3' : 'gap-4'}`}>
      <Field label="Your name" error={errors.authorName}>
        {(p) => (
          <input
            {...p}
            autoComplete="name"
            className={`${inputClasses} ${height}`}
            value={values.authorName}
            onChange={(e) => onChange('authorName', e.target.value)}
          />
        )}
      </Field>
      <Field label="Your email" error={errors.authorEmail}>
        {(p) => (
          <input
            {...p}
            type="email"
            autoComplete="email"
            className={`${inputClasses} ${height}`}
            value={values.authorEmail}
            onChange={(e) => onChange('authorEmail', e.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
