import { Link } from 'wouter';
import { AdminGate } from '../../components/layout/AdminGate';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { NewsletterDesk } from './NewsletterDesk';

/** /admin/newsletter: staff draft, preview, schedule and send each city's weekly edition. */
export default function AdminNewsletterPage() {
  return (
    <PageShell>
      <PageHeader kicker="Admin" title="Newsletter Editions">
        Draft, preview, schedule and send the weekly newsletter for each city.{' '}
        <Link href="/newsletter" className="text-brand underline underline-offset-4 hover:text-brand-dark">
          See the public archive
        </Link>
      </PageHeader>
      <AdminGate>
        <NewsletterDesk />
      </AdminGate>
    </PageShell>
  );
}
