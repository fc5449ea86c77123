import { Link } from 'wouter';
import { SearchX } from 'lucide-react';
import { PageShell } from '../../components/layout/PageHeader';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { usePageTitle } from '../../lib/use-page-title';

export default function BusinessDetailPage() {
  usePageTitle('Business Not Found');
  return (
    <PageShell narrow>
      <EmptyState headingLevel="h1" icon={SearchX} title="Business Not Found" action={<Link href="/businesses" className={buttonClasses('primary')}>Browse the Directory</Link>}>
        We couldn't find this listing. The business may have moved or closed.
      </EmptyState>
    </PageShell>
  );
}
