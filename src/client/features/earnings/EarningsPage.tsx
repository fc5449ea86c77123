import { Wallet } from 'lucide-react';
import {
  PAYMENT_STATUS_LABELS,
  PAYOUT_ACCOUNT_LABELS,
  TAX_FORM_THRESHOLD,
  type Earnings,
  type PaymentStatus,
} from '../../../shared/payouts';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { SignInPrompt } from '../../components/layout/SignInPrompt';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { readError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { usePageTitle } from '../../lib/use-page-title';
import { useConnectPayoutAccount, useEarnings, useRates } from './api';

const TONE: Record<PaymentStatus, BadgeTone> = {
  pending: 'blue',
  approved: 'blue',
  processing: 'orange',
  paid: 'green',
  failed: 'brand',
  cancelled: 'neutral',
};
const dollars = (amount: string) => `$${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

function PayoutAccount({ data }: { data: Earnings }) {
  const connect = useConnectPayoutAccount();
  return (
    <Card className="space-y-3 p-5">
      <h2 className="font-serif text-lg font-semibold">Payout account</h2>
      <p>
        State: <strong>{PAYOUT_ACCOUNT_LABELS[data.payoutAccountState]}</strong>
      </p>
      {data.payoutAccountState !== 'ready' &&
        (data.stripeEnabled ? (
          <>
            <p className="text-sm text-muted">
              We pay through Stripe. Connect an account once and your payments go straight to your bank.
            </p>
            <Button onClick={() => connect.mutate()} disabled={connect.isPending}>
              {data.payoutAccountState === 'connect' ? 'Connect a payout account' : 'Finish verification'}
            </Button>
            {connect.isError && (
              <p role="alert" className="text-sm text-brand">
                {readError(connect.error, 'We could not reach the payment service. Please try again.').message}
              </p>
            )}
          </>
        ) : (
          <p className="text-sm text-muted">Our editors pay you by cheque or bank transfer.</p>
        ))}
    </Card>
  );
}

function Totals({ data }: { data: Earnings }) {
  const items = [
    ['This month', data.totals.month],
    [`This year (${data.year})`, data.totals.year],
    ['All time', data.totals.allTime],
  ] as const;
  return (
    <Card className="space-y-3 p-5">
      <h2 className="font-serif text-lg font-semibold">Paid to you</h2>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {items.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-2xl font-semibold">{dollars(value)}</dd>
          </div>
        ))}
      </dl>
      {data.taxFormNotice && (
        <p role="note" className="rounded-md bg-paper p-3 text-sm">
          You have been paid {dollars(String(TAX_FORM_THRESHOLD))} or more this year, so we will send you a tax form
          (1099-NEC) for {data.year} early next year. Please keep your details up to date.
        </p>
      )}
      <a className={buttonClasses('outline', 'sm')} href={`/api/account/earnings.csv?year=${data.year}`} download>
        Download {data.year} as CSV
      </a>
    </Card>
  );
}

function Pieces({ data }: { data: Earnings }) {
  if (!data.payments.length)
    return (
      <EmptyState icon={Wallet} title="No earnings yet">
        When one of your pieces is published, its payment shows here.
      </EmptyState>
    );
  return (
    <section aria-labelledby="pieces-heading" className="space-y-3">
      <h2 id="pieces-heading" className="font-serif text-lg font-semibold">
        Your pieces
      </h2>
      <ul className="space-y-3">
        {data.payments.map((p) => (
          <li key={p.id}>
            <Card className="flex flex-wrap items-center justify-between gap-2 p-4">
              <div className="min-w-0">
                <p className="font-semibold break-words">{p.description}</p>
                {p.statusReason && <p className="text-sm text-muted">{p.statusReason}</p>}
              </div>
              <div className="flex items-center gap-3">
                <span className="font-semibold">{dollars(p.amount)}</span>
                <Badge tone={TONE[p.status]}>{PAYMENT_STATUS_LABELS[p.status]}</Badge>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Rates() {
  const rates = useRates();
  if (!rates.data) return null;
  return (
    <Card className="space-y-2 p-5">
      <h2 className="font-serif text-lg font-semibold">Our rates</h2>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        {rates.data.map((r) => (
          <div key={r.kind} className="contents">
            <dt>{r.label}</dt>
            <dd className="text-right font-semibold">{dollars(r.amount)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** /account/earnings — a contributor's payout account, pieces, totals and rates. */
export default function EarningsPage() {
  usePageTitle('My earnings');
  const { user, isLoading } = useAuth();
  const refresh = typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('connect');
  const earnings = useEarnings(!!user, refresh);
  const header = (
    <PageHeader kicker="Your account" title="My earnings">
      What your published pieces earn, and where each payment stands.
    </PageHeader>
  );
  if (!isLoading && !user)
    return (
      <PageShell narrow>
        {header}
        <SignInPrompt title="Sign in to see your earnings">Sign in to see what your pieces have earned.</SignInPrompt>
      </PageShell>
    );
  return (
    <PageShell narrow>
      {header}
      {earnings.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : earnings.isError ? (
        <p role="alert">
          {readError(earnings.error).status === 403
            ? 'Earnings are for approved contributors. Apply to become one from the Submit page.'
            : 'We could not load your earnings. Please try again.'}
        </p>
      ) : (
        <div className="space-y-5">
          <Totals data={earnings.data} />
          <PayoutAccount data={earnings.data} />
          <Pieces data={earnings.data} />
          <Rates />
        </div>
      )}
    </PageShell>
  );
}
