import { Link } from 'wouter';
import { Store } from 'lucide-react';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';

export default function BusinessesPage() {
  return (
    <PageShell>
      <PageHeader kicker="Community" title="Local Business Directory">
        The shops, kitchens, studios and services that make our neighbourhoods what they are.
      </PageHeader>
      <EmptyState
        icon={Store}
        title="No Businesses Available"
        action={<Link href="/submit" className={buttonClasses('primary')}>Suggest a Business</Link>}
      >
        The directory is waiting for its first listings. Know a business that belongs here? Tell us about it.
      </EmptyState>
    </PageShell>
  );
}
