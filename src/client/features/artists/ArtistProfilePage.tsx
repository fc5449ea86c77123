import { Link } from 'wouter';
import { SearchX } from 'lucide-react';
import { PageShell } from '../../components/layout/PageHeader';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { usePageTitle } from '../../lib/use-page-title';

export default function ArtistProfilePage() {
  usePageTitle('Artist Not Found');
  return (
    <PageShell narrow>
      <EmptyState headingLevel="h1" icon={SearchX} title="Artist Not Found" action={<Link href="/artists" className={buttonClasses('primary')}>Browse Local Artists</Link>}>
        The artist profile you're looking for doesn't exist.
      </EmptyState>
    </PageShell>
  );
}
