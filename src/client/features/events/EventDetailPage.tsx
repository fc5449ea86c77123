import { Link } from 'wouter';
import { SearchX } from 'lucide-react';
import { PageShell } from '../../components/layout/PageHeader';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { usePageTitle } from '../../lib/use-page-title';

export default function EventDetailPage() {
  usePageTitle('Event Not Found');
  return (
    <PageShell narrow>
      <EmptyState headingLevel="h1" icon={SearchX} title="Event Not Found" action={<Link href="/events" className={buttonClasses('primary')}>See Community Events</Link>}>
        We couldn't find this event. It may have ended or been cancelled.
      </EmptyState>
    </PageShell>
  );
}
