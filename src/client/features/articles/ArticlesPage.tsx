import { Link, useSearchParams } from 'wouter';
import { Newspaper } from 'lucide-react';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';

export default function ArticlesPage() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim();
  const category = params.get('category')?.trim();
  const filter = query ? `matching “${query}”` : category ? `in ${category}` : null;
  return (
    <PageShell>
      <PageHeader kicker="News & Stories" title="All Articles">
        Reporting from the neighbourhoods we live in: news, features and the people behind them.
      </PageHeader>
      {filter && (
        <p className="flex flex-wrap items-center gap-3 text-muted">
          Showing stories {filter}.
          <Link href="/articles" className="font-medium text-brand underline underline-offset-4">Show all stories</Link>
        </p>
      )}
      <EmptyState
        icon={Newspaper}
        title="No Articles Available"
        action={<Link href="/submit" className={buttonClasses('primary')}>Submit a Story</Link>}
      >
        New stories are on their way. Have one to tell? Send it in and our editors will take a look.
      </EmptyState>
    </PageShell>
  );
}
