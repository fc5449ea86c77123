import { Link } from 'wouter';
import { Trophy } from 'lucide-react';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';

export default function SportsPage() {
  return (
    <PageShell>
      <PageHeader kicker="News & Stories" title="Sports Central">
        High school, college, pro and neighbourhood league coverage from the people in the stands.
      </PageHeader>
      <EmptyState
        icon={Trophy}
        title="No sports content found"
        action={<Link href="/submit" className={buttonClasses('primary')}>Submit a Sports Story</Link>}
      >
        Sports stories will appear here as our contributors file them.
      </EmptyState>
    </PageShell>
  );
}
