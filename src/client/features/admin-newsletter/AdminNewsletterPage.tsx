import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { SignInPrompt } from '../../components/layout/SignInPrompt';
import { EmptyState } from '../../components/ui/EmptyState';
import { useAuth } from '../../lib/auth';
import { NewsletterDesk } from './NewsletterDesk';

/** /admin/newsletter: staff draft, preview, schedule and send each city's weekly edition. */
export default function AdminNewsletterPage() {
  const { user, isLoading } = useAuth();
  return (
    <PageShell>
      <PageHeader kicker="Admin" title="Newsletter Editions">
        Draft, preview, schedule and send the weekly newsletter for each city.{' '}
        <Link href="/newsletter" className="text-brand underline underline-offset-4 hover:text-brand-dark">
          See the public archive
        </Link>
      </PageHeader>
      {isLoading ? null : !user ? (
        <SignInPrompt title="Access Restricted">Please log in to access the admin panel</SignInPrompt>
      ) : user.role !== 'admin' ? (
        <EmptyState icon={ShieldAlert} title="Admin Access Required">
          You don't have permission to access this page.
        </EmptyState>
      ) : (
        <NewsletterDesk />
      )}
    </PageShell>
  );
}
