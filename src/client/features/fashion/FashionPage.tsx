import { Link } from 'wouter';
import { Shirt } from 'lucide-react';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';

export default function FashionPage() {
  return (
    <PageShell>
      <PageHeader kicker="Lifestyle" title="Local Fashion">
        Designers, boutiques and street style from our cities.
      </PageHeader>
      <EmptyState
        icon={Shirt}
        title="No Fashion Items Yet"
        action={<Link href="/submit" className={buttonClasses('primary')}>Feature Your Brand</Link>}
      >
        Local designers and boutiques will be featured here soon. Run a label or a shop? Get in touch.
      </EmptyState>
    </PageShell>
  );
}
