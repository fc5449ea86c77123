import { Link } from 'wouter';
import { SearchX } from 'lucide-react';
import { PageShell } from '../../components/layout/PageHeader';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { usePageTitle } from '../../lib/use-page-title';

export default function ArticleDetailPage() {
  usePageTitle('Story Not Found');
  return (
    <PageShell narrow>
      <EmptyState headingLevel="h1" icon={SearchX} title="Story Not Found" action={<Link href="/articles" className={buttonClasses('primary')}>Browse All Articles</Link>}>
        We couldn't find this story. It may have been moved or taken down.
      </EmptyState>
    </PageShell>
  );
}
