import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentKind } from '../../../../shared/newsroom';
import {
  PAYMENT_STATUS_LABELS,
  pieceEarningSchema,
  type PayoutKind,
  type PieceEarning,
} from '../../../../shared/payouts';
import { PayoutFields, payoutOf, type PayoutDraft, type PayoutErrors } from '../../../components/staff/PayoutFields';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest, readError } from '../../../lib/api';
import { itemUrl } from './api';

/** The kinds whose pieces a contributor is paid for when they go public. */
const EARNING_KINDS: readonly ContentKind[] = ['articles', 'events', 'sports', 'spotlights'];

const money = (amount: string) => `$${Number(amount).toFixed(2)}`;

/**
 * "Pay a different amount" for a contributor's piece, beside the publishing panel: the amount waits
 * until the piece goes public and is then written into its payment. Nothing shows for a piece that
 * earns nothing; once the payment exists, its amount and state are shown and the payouts desk owns it.
 */
export function PiecePayment({ kind, id }: { kind: ContentKind; id: string }) {
  if (!EARNING_KINDS.includes(kind)) return null;
  return <PiecePaymentPanel kind={kind} id={id} />;
}

function PiecePaymentPanel({ kind, id }: { kind: ContentKind; id: string }) {
  const url = `${itemUrl(kind, id)}/payment`;
  const earning = useQuery({
    queryKey: [url],
    queryFn: async () => pieceEarningSchema.parse(await (await apiRequest('GET', url)).json()),
  });
  const data = earning.data;
  if (!data?.earnsAs) return null;
  if (data.payment) {
    return (
      <section
        aria-label="Contributor payment"
        className="space-y-1 rounded-lg border border-rule bg-white p-4 text-sm"
      >
        <h2 className="font-sans text-sm font-semibold tracking-wide uppercase">Contributor payment</h2>
        <p>
          {money(data.payment.amount)}: {PAYMENT_STATUS_LABELS[data.payment.status]}.
        </p>
        <p className="text-muted">The payouts desk handles it from here.</p>
      </section>
    );
  }
  const saved = data.pieceAmount;
  // A fresh form whenever the saved amount changes (after a save, or another editor's).
  return (
    <AmountForm key={`${saved?.amount}|${saved?.reason}`} url={url} earning={{ ...data, earnsAs: data.earnsAs }} />
  );
}

function AmountForm({ url, earning }: { url: string; earning: PieceEarning & { earnsAs: PayoutKind } }) {
  const queryClient = useQueryClient();
  const saved = earning.pieceAmount;
  const [draft, setDraft] = useState<PayoutDraft>(saved ?? { amount: '', reason: '' });
  const [errors, setErrors] = useState<PayoutErrors>({});

  const change = useMutation<PieceEarning, Error, PayoutDraft | null>({
    mutationFn: async (next) =>
      pieceEarningSchema.parse(await (await apiRequest(next ? 'PUT' : 'DELETE', url, next ?? undefined)).json()),
    onSuccess: (next, sent) => {
      queryClient.setQueryData([url], next);
      setErrors({});
      toast({ title: sent ? 'Amount saved' : 'Back to the standard rate' });
    },
    onError: (error) => {
      const problem = readError(error);
      setErrors({ amount: problem.fieldErrors.amount, reason: problem.fieldErrors.reason });
      toast({ variant: 'destructive', title: 'Not saved', description: problem.message });
      // The payment may have been written meanwhile (409): show what is true now.
      void queryClient.invalidateQueries({ queryKey: [url] });
    },
  });

  const save = () => {
    const { payout, errors: found } = payoutOf(draft);
    if (!payout && !found.reason) {
      if (saved) change.mutate(null);
      else setErrors({ amount: 'Enter an amount in dollars, like 75 or 75.50' });
      return;
    }
    setErrors(found);
    if (payout) change.mutate(payout);
  };
  return (
    <section aria-label="Contributor payment" className="space-y-3 rounded-lg border border-rule bg-white p-4">
      <PayoutFields kind={earning.earnsAs} value={draft} onChange={setDraft} errors={errors} action="Publishing" />
      {saved && (
        <p className="text-sm">
          Set: {money(saved.amount)} ({saved.reason}). Paid when the piece goes public.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={save} disabled={change.isPending}>
          {change.isPending ? 'Saving…' : 'Save amount'}
        </Button>
        {saved && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => change.mutate(null)}
            disabled={change.isPending}
          >
            Pay the standard rate
          </Button>
        )}
      </div>
    </section>
  );
}
