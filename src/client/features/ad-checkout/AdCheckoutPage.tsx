import { Link } from 'wouter';
import { CreditCard } from 'lucide-react';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';

export default function AdCheckoutPage() {
  return (
    <PageShell narrow>
      <PageHeader kicker="Advertising" title="Ad Checkout" />
      <EmptyState
        icon={CreditCard}
        title="No Campaign Data"
        action={<Link href="/admin/ads" className={buttonClasses('primary')}>Create a Campaign</Link>}
      >
        No campaign data found. Please create a campaign first.
      </EmptyState>
    </PageShell>
  );
}
