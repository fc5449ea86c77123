import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { StaffPage } from '../../components/staff/StaffLayout';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { Skeleton } from '../../components/ui/Skeleton';
import { readError } from '../../lib/api';
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
  const save = useSaveRates();
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    if (rates.data) setValues(Object.fromEntries(rates.data.map((r) => [r.kind, r.amount])));
  }, [rates.data]);
  if (!rates.data) return <Skeleton className="h-40 w-full" />;
  return (
    <form
      className="max-w-md space-y-4 rounded-lg border border-rule bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(Object.entries(values).map(([kind, amount]) => ({ kind, amount })));
      }}
    >
      {rates.data.map((r) => (
        <div key={r.kind} className="space-y-1.5">
          <Label htmlFor={`rate-${r.kind}`}>{r.label} (dollars)</Label>
          <Input
            id={`rate-${r.kind}`}
            inputMode="decimal"
            value={values[r.kind] ?? ''}
            onChange={(e) => setValues({ ...values, [r.kind]: e.target.value })}
          />
        </div>
      ))}
      <Button type="submit" disabled={save.isPending}>
        Save rates
      </Button>
      {save.isSuccess && <p role="status">Rates saved.</p>}
      {save.isError && <p role="alert">{readError(save.error, 'The rates could not be saved.').message}</p>}
    </form>
  );
}
