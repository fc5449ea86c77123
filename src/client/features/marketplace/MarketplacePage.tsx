import { Link } from 'wouter';
import { Tag } from 'lucide-react';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';

export default function MarketplacePage() {
  return (
    <PageShell>
      <PageHeader kicker="Lifestyle" title="Deals & Coupons">
        Savings from local businesses, in one place.
      </PageHeader>
      <EmptyState
        icon={Tag}
        title="No deals available yet"
        action={<Link href="/contact" className={buttonClasses('primary')}>Offer a Deal</Link>}
      >
        Deals from local businesses will appear here. Own a business? Reach neighbours with an offer.
      </EmptyState>
    </PageShell>
  );
}
