import { Link } from 'wouter';
import { CalendarX } from 'lucide-react';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';

export default function EventsPage() {
  return (
    <PageShell>
      <PageHeader kicker="News & Stories" title="Community Events">
        Festivals, markets, meetings and shows happening near you.
      </PageHeader>
      <EmptyState
        icon={CalendarX}
        title="No Events Available"
        action={<Link href="/submit" className={buttonClasses('primary')}>Submit an Event</Link>}
      >
        There are no events on the calendar yet. Organising something? Share it with your neighbours.
      </EmptyState>
    </PageShell>
  );
}
