import { PIECE_AMOUNT_REASON_REQUIRED } from '../../../shared/payout-amounts';
import { useQuery } from '@tanstack/react-query';
import { PAYOUT_KIND_LABELS, ratesSchema, type PayoutKind, type Rate } from '../../../shared/payouts';
import { apiRequest } from '../../lib/api';
import { Field } from '../ui/Field';
import { inputClasses } from '../ui/Input';

const RATES_KEY = ['/api/payout-rates'] as const;

/** The rates contributors are paid per kind of work (public), to show what an editor's amount overrides. */
function usePayoutRates() {
  return useQuery<Rate[]>({
    queryKey: RATES_KEY,
    queryFn: async () => ratesSchema.parse(await (await apiRequest('GET', RATES_KEY[0])).json()),
    staleTime: 5 * 60_000,
  });
}

export interface PayoutDraft {
  amount: string;
  reason: string;
}

export type PayoutErrors = Partial<Record<keyof PayoutDraft, string>>;

/** The editor's amount for this one piece, or undefined to pay the rate; a reason must come with it. */
export function payoutOf(draft: PayoutDraft): { payout?: PayoutDraft; errors: PayoutErrors } {
  const amount = draft.amount.trim();
  const reason = draft.reason.trim();
  if (!amount) return { errors: {} };
  if (!reason) return { errors: { reason: PIECE_AMOUNT_REASON_REQUIRED } };
  return { payout: { amount, reason }, errors: {} };
}

const money = (amount: string) => `$${Number(amount).toFixed(2)}`;

/**
 * "Pay a different amount": shown when approving or publishing a contributor's piece. The standard rate
 * for its kind of work is shown so the editor knows what the amount replaces.
 */
export function PayoutFields({
  kind,
  value,
  onChange,
  errors,
  action = 'Approving',
}: {
  /** What pays the piece where the fields are shown: approving on the review desk, publishing in the newsroom. */
  action?: string;
  kind: PayoutKind;
  value: PayoutDraft;
  onChange: (next: PayoutDraft) => void;
  errors: PayoutErrors;
}) {
  const rates = usePayoutRates();
  const rate = rates.data?.find((r) => r.kind === kind);
  const label = PAYOUT_KIND_LABELS[kind].toLowerCase();
  const standard = rate ? `${money(rate.amount)}, the standard rate for ${withArticle(label)}` : 'the standard rate';
  return (
    <fieldset className="space-y-3 rounded-md border border-rule p-3">
      <legend className="px-1 text-sm font-medium">Contributor payment</legend>
      <p className="text-sm text-muted">
        {action} pays the contributor {standard}. To pay another amount for this piece only, enter it with a reason.
      </p>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,12rem)_1fr]">
        <Field label="Pay a different amount" hint="In dollars, like 120 or 95.50. Optional." error={errors.amount}>
          {(p) => (
            <input
              {...p}
              inputMode="decimal"
              value={value.amount}
              onChange={(e) => onChange({ ...value, amount: e.target.value })}
              className={`${inputClasses} h-11`}
            />
          )}
        </Field>
        <Field label="Reason for the different amount" hint="Needed with an amount." error={errors.reason} announce>
          {(p) => (
            <input
              {...p}
              value={value.reason}
              onChange={(e) => onChange({ ...value, reason: e.target.value })}
              className={`${inputClasses} h-11`}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}

const withArticle = (noun: string) => (/^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`);
