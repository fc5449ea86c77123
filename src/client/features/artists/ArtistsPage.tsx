import { Link } from 'wouter';
import { Palette } from 'lucide-react';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';

export default function ArtistsPage() {
  return (
    <PageShell>
      <PageHeader kicker="Community" title="Local Artists & Music">
        Painters, musicians, photographers, writers and performers from right here.
      </PageHeader>
      <EmptyState
        icon={Palette}
        title="No artists found"
        action={<Link href="/submit" className={buttonClasses('primary')}>Share Your Work</Link>}
      >
        No artist profiles have been published yet. Are you a local artist? Introduce yourself.
      </EmptyState>
    </PageShell>
  );
}
