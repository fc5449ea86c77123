import { useState } from 'react';
import { Link } from 'wouter';
import { Wallet } from 'lucide-react';
import {
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  PAYOUT_ACCOUNT_LABELS,
  type Payment,
  type PayoutDesk,
  type PayResult,
} from '../../../../shared/payouts';
import { StaffPage } from '../../../components/staff/StaffLayout';
import { Badge } from '../../../components/ui/Badge';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { selectClasses } from '../../../components/ui/Input';
import { Label } from '../../../components/ui/Label';
import { Skeleton } from '../../../components/ui/Skeleton';
import { readError } from '../../../lib/api';
import { useDeskAction, usePayoutDesk } from './api';
import { LoadFailed } from '../../../components/ui/LoadFailed';
import { PaymentNoteForm, type DeskCall } from './PaymentNoteForm';

const dollars = (amount: string) => `$${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/** /admin/payouts — pending payments by contributor: approve, cancel, pay (admins). */
export default function PayoutsPage() {
  return (
    <StaffPage
      level="admin"
      title="Payouts"
      description="What contributors have earned for published pieces: approve, cancel with a reason, or pay."
      actions={
        <Link href="/admin/payouts/rates" className={buttonClasses('outline', 'sm')}>
          Rates
        </Link>
      }
    >
      <Desk />
    </StaffPage>
  );
}

function Desk() {
  const [status, setStatus] = useState('open');
  const desk = usePayoutDesk(status);
  const action = useDeskAction();
  const [message, setMessage] = useState<string | null>(null);
  const report = (result: Partial<PayResult>) => {
    const problems = (result.results ?? []).filter((r) => r.message).map((r) => r.message);
    setMessage(problems.length ? problems.join(' ') : 'Done.');
  };
  const act: Actions = {
    run: (url, body) => {
      setMessage(null);
      action.mutate(
        { url, body },
        {
          onSuccess: report,
          onError: (err) => setMessage(readError(err, 'That did not work. Please try again.').message),
        },
      );
    },
    // A form's call: its failure is shown on the form, beside the field it concerns.
    call: async (url, body) => {
      setMessage(null);
      try {
        report(await action.mutateAsync({ url, body }));
        return undefined;
      } catch (err) {
        return err;
      }
    },
  };
  return (
    <div className="space-y-4">
      <div className="max-w-xs space-y-1.5">
        <Label htmlFor="payout-status">Show</Label>
        <select id="payout-status" className={selectClasses} value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="open">Open (not yet paid or cancelled)</option>
          {PAYMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {PAYMENT_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      {message && (
        <p role="status" className="rounded-md bg-paper p-3 text-sm">
          {message}
        </p>
      )}
      {desk.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : desk.isError ? (
        <LoadFailed
          message={readError(desk.error, 'The payouts desk could not be loaded.').message}
          onRetry={() => void desk.refetch()}
        />
      ) : desk.data.contributors.length === 0 ? (
        <EmptyState icon={Wallet} title="Nothing to pay">
          Payments appear here when a contributor’s piece is published.
        </EmptyState>
      ) : (
        desk.data.contributors.map((c) => (
          <ContributorGroup key={c.id} c={c} desk={desk.data} busy={action.isPending} act={act} />
        ))
      )}
    </div>
  );
}

type Group = PayoutDesk['contributors'][number];
interface Actions {
  run: (url: string, body?: object) => void;
  call: DeskCall;
}

function ContributorGroup({ c, desk, busy, act }: { c: Group; desk: PayoutDesk; busy: boolean; act: Actions }) {
  const payable = c.payments.filter((p) => p.status === 'approved' || p.status === 'processing').map((p) => p.id);
  return (
    <section aria-labelledby={`c-${c.id}`} className="space-y-3 rounded-lg border border-rule bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id={`c-${c.id}`} className="font-serif text-lg font-semibold">
            {c.name}
          </h2>
          <p className="text-sm text-muted">
            Payout account: {PAYOUT_ACCOUNT_LABELS[c.payoutAccountState]} · Paid so far {dollars(c.totalEarnings)}
          </p>
        </div>
        {desk.stripeEnabled && payable.length > 0 && (
          <Button disabled={busy} onClick={() => act.run('/api/admin/payouts/pay', { paymentIds: payable })}>
            Pay {payable.length} approved
          </Button>
        )}
      </div>
      <ul className="space-y-3">
        {c.payments.map((p) => (
          <PaymentRow key={p.id} p={p} desk={desk} busy={busy} act={act} />
        ))}
      </ul>
    </section>
  );
}

function PaymentRow({ p, desk, busy, act }: { p: Payment; desk: PayoutDesk; busy: boolean; act: Actions }) {
  const base = `/api/admin/payouts/${p.id}`;
  const open = p.status === 'pending' || p.status === 'approved';
  const canApprove = p.status === 'pending' || (p.status === 'approved' && p.needsSecondApproval && p.approvals < 2);
  return (
    <li className="space-y-2 border-t border-rule pt-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words">{p.description}</p>
          {p.amountReason && <p className="text-sm text-muted">Amount set by an editor: {p.amountReason}</p>}
          {p.statusReason && <p className="text-sm text-muted">{p.statusReason}</p>}
          {p.needsSecondApproval && open && (
            <p className="text-sm text-muted">
              Above {dollars(desk.secondApprovalAbove)}: needs two admins ({p.approvals} of 2).
            </p>
          )}
        </div>
        <div className="flex items-center gap-3">
          <span className="font-semibold">{dollars(p.amount)}</span>
          <Badge tone={p.status === 'paid' ? 'green' : p.status === 'failed' ? 'brand' : 'blue'}>
            {PAYMENT_STATUS_LABELS[p.status]}
          </Badge>
        </div>
      </div>
      {(open || p.status === 'processing') && (
        <div className="flex flex-wrap items-end gap-2">
          {canApprove && (
            <Button
              size="sm"
              disabled={busy}
              onClick={() => act.run(`${base}/approve`)}
              aria-label={`Approve ${p.description}`}
            >
              Approve
            </Button>
          )}
          {desk.stripeEnabled && p.status !== 'pending' && (
            <Button
              size="sm"
              disabled={busy}
              onClick={() => act.run('/api/admin/payouts/pay', { paymentIds: [p.id] })}
              aria-label={`Pay ${p.description}`}
            >
              Pay
            </Button>
          )}
          {open && (
            <PaymentNoteForm action="cancel" paymentId={p.id} description={p.description} busy={busy} call={act.call} />
          )}
          {p.status === 'approved' && (
            <PaymentNoteForm
              action="record-paid"
              paymentId={p.id}
              description={p.description}
              busy={busy}
              call={act.call}
            />
          )}
        </div>
      )}
    </li>
  );
}
