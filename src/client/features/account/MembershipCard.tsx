import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { Membership } from '../../../shared/billing';
import { formatDate } from '../../../shared/dates';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { FormAlert } from '../../components/ui/FormField';
import { Skeleton } from '../../components/ui/Skeleton';
import { AUTH_USER_KEY } from '../../lib/auth';
import { apiRequest, readError } from '../../lib/api';
import { billingKeys, useMembership } from '../../lib/billing';
import { LoadFailed } from '../../components/ui/LoadFailed';

const STATUS_LABELS: Record<string, string> = { active: 'Active', past_due: 'Payment due', canceled: 'Canceled' };

/** The line under the plan: when it renews, ends, or lost its rights. */
function dateLine(m: Membership): string | null {
  // Given by staff: nothing renews and nothing is due; it lasts until staff take it back.
  if (m.complimentary) return 'Complimentary membership from the magazine: nothing to pay, and no end date.';
  const end = m.subscriptionEndDate ? formatDate(m.subscriptionEndDate) : null;
  if (m.membershipStatus === 'canceled') return end ? `Ended on ${end}.` : null;
  if (m.membershipType !== 'premium') return null;
  if (m.membershipStatus === 'past_due') {
    const grace = m.graceEndsAt ? formatDate(m.graceEndsAt) : null;
    return m.canUploadContent && grace
      ? `Your last payment failed. Update your card by ${grace} to keep uploading.`
      : 'Your last payment failed, so uploads are paused. Update your card to restore them.';
  }
  if (!end) return null;
  return m.cancelAtPeriodEnd ? `Ends on ${end}. You keep every benefit until then.` : `Renews on ${end}.`;
}

function useBillingAction(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiRequest('POST', path)).json() as Promise<unknown>,
    onSuccess: (data) => {
      if (path === '/api/billing/portal') {
        window.location.href = (data as { url: string }).url;
        return;
      }
      queryClient.setQueryData(billingKeys.membership, data);
      void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
    },
  });
}

export function MembershipCard() {
  const membership = useMembership(true);
  const portal = useBillingAction('/api/billing/portal');
  const cancel = useBillingAction('/api/billing/cancel');
  const resume = useBillingAction('/api/billing/resume');
  if (membership.isPending) return <Skeleton className="h-32 w-full" />;
  if (membership.isError)
    return <LoadFailed message="Your plan could not be loaded." onRetry={() => void membership.refetch()} />;
  const m = membership.data;
  const premium = m.complimentary || (m.membershipType === 'premium' && m.membershipStatus !== 'canceled');
  const paid = premium && m.hasBillingAccount && m.paymentsEnabled;
  const failed = [portal, cancel, resume].find((a) => a.isError);
  const busy = [portal, cancel, resume].some((a) => a.isPending);

  return (
    <Card className="space-y-4 p-6 sm:p-8">
      <dl className="grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-muted">Plan</dt>
          <dd className="font-medium">
            {m.complimentary ? 'Premium (complimentary)' : premium ? 'Premium ($9.99/month)' : 'Free'}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Status</dt>
          <dd className="font-medium">{STATUS_LABELS[m.membershipStatus] ?? m.membershipStatus}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Uploads</dt>
          <dd className="font-medium">{m.canUploadContent ? 'Allowed' : 'Not included'}</dd>
        </div>
      </dl>
      {dateLine(m) && <p>{dateLine(m)}</p>}
      <FormAlert
        message={failed ? readError(failed.error, 'That did not work. Please try again.').message : undefined}
      />
      <div className="flex flex-wrap gap-3">
        {!premium && (
          <Link href="/subscribe" className={buttonClasses('primary')}>
            Become a Premium Member
          </Link>
        )}
        {m.hasBillingAccount && m.paymentsEnabled && (
          <Button variant="outline" disabled={busy} onClick={() => portal.mutate()}>
            Manage billing
          </Button>
        )}
        {paid && !m.cancelAtPeriodEnd && (
          <Button variant="outline" disabled={busy} onClick={() => cancel.mutate()}>
            Cancel membership
          </Button>
        )}
        {paid && m.cancelAtPeriodEnd && (
          <Button disabled={busy} onClick={() => resume.mutate()}>
            Resume
          </Button>
        )}
      </div>
    </Card>
  );
}
