import { useState } from 'react';
import { Link } from 'wouter';
import { StaffPage } from '../../../components/staff/StaffLayout';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { Field } from '../../../components/ui/Field';
import { FormAlert } from '../../../components/ui/FormField';
import { LoadFailed } from '../../../components/ui/LoadFailed';
import { Skeleton } from '../../../components/ui/Skeleton';
import type { Rate } from '../../../../shared/payouts';
import { readError } from '../../../lib/api';
import { useZodForm } from '../../../lib/use-zod-form';
import { useAdminRates, useSaveRates } from './api';

/** /admin/payouts/rates — what each kind of published work earns (admins). */
export default function RatesPage() {
  return (
    <StaffPage
      level="admin"
      title="Payout rates"
      description="What a contributor earns for each kind of published work. Editors may set another amount for one piece, with a reason."
      actions={
        <Link href="/admin/payouts" className={buttonClasses('outline', 'sm')}>
          Payouts desk
        </Link>
      }
    >
      <RatesForm />
    </StaffPage>
  );
}

function RatesForm() {
  const rates = useAdminRates();
  if (rates.isError) {
    return (
      <LoadFailed
        message={readError(rates.error, 'The rates could not be loaded.').message}
        onRetry={() => void rates.refetch()}
      />
    );
  }
  if (!rates.data) return <Skeleton className="h-40 w-full" />;
  return <RatesEditor rates={rates.data} />;
}

const asValues = (rates: Rate[]) => ({ rates: rates.map(({ kind, amount }) => ({ kind, amount })) });

/** Each kind's rate in dollars, checked by the same rules the server applies; a bad amount is named beside it. */
function RatesEditor({ rates }: { rates: Rate[] }) {
  const save = useSaveRates();
  const [saved, setSaved] = useState(false);
  const { form, formError, setFormError, showFailure, preload } = useZodForm({
    schema: () => import('../../../../shared/payouts').then((m) => m.rateUpdateSchema),
    defaultValues: asValues(rates),
  });
  const errors = form.formState.errors.rates;
  const submit = form.handleSubmit(async (body) => {
    setFormError(undefined);
    setSaved(false);
    try {
      form.reset(asValues(await save.mutateAsync(body.rates)));
      setSaved(true);
    } catch (error) {
      showFailure(error, 'The rates could not be saved.');
    }
  });
  return (
    <form
      aria-label="Payout rates"
      noValidate
      className="max-w-md space-y-4 rounded-lg border border-rule bg-white p-4"
      onFocus={preload}
      onSubmit={(e) => void submit(e)}
    >
      <FormAlert message={formError ?? errors?.root?.message ?? errors?.message} />
      {rates.map((r, i) => (
        <Field key={r.kind} id={`rate-${r.kind}`} label={`${r.label} (dollars)`} error={errors?.[i]?.amount?.message}>
          {(p) => <Input {...p} inputMode="decimal" {...form.register(`rates.${i}.amount`)} />}
        </Field>
      ))}
      <Button type="submit" disabled={form.formState.isSubmitting}>
        Save rates
      </Button>
      {saved && <p role="status">Rates saved.</p>}
    </form>
  );
}
