import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';

interface Props {
  title: string;
  intro: string;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isPending: boolean;
  disabled?: boolean;
  /** Another action beside submit (e.g. "Save draft"). */
  secondary?: ReactNode;
  children: ReactNode;
}

/** The frame every tab's form shares: heading, a line on what happens next, fields, submit. */
export function SubmitFormCard({
  title,
  intro,
  submitLabel,
  onSubmit,
  isPending,
  disabled,
  secondary,
  children,
}: Props) {
  return (
    <Card className="p-5 sm:p-8">
      <h2 className="font-serif text-2xl font-bold text-ink">{title}</h2>
      <p className="mt-1 text-sm text-muted">{intro}</p>
      <form onSubmit={onSubmit} noValidate aria-label={title} className="mt-6 space-y-5">
        {children}
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-rule pt-5">
          {secondary}
          <Button type="submit" size="lg" disabled={disabled || isPending}>
            {isPending ? 'Submitting...' : submitLabel}
          </Button>
        </div>
      </form>
    </Card>
  );
}
