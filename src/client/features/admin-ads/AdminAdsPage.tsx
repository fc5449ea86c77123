import { Megaphone, ShieldAlert } from 'lucide-react';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { SignInPrompt } from '../../components/layout/SignInPrompt';
import { EmptyState } from '../../components/ui/EmptyState';
import { useAuth } from '../../lib/auth';

export default function AdminAdsPage() {
  const { user, isLoading } = useAuth();
  return (
    <PageShell>
      <PageHeader kicker="Admin" title="Ad Campaign Manager">
        Create, price and preview advertising campaigns for local businesses.
      </PageHeader>
      {isLoading ? null : !user ? (
        <SignInPrompt title="Access Restricted">Please log in to access the admin panel</SignInPrompt>
      ) : user.role !== 'admin' ? (
        <EmptyState icon={ShieldAlert} title="Admin Access Required">
          You don't have permission to access this page.
        </EmptyState>
      ) : (
        <EmptyState icon={Megaphone} title="The campaign builder is coming soon">
          Campaign creation, pricing and previews will appear here.
        </EmptyState>
      )}
    </PageShell>
  );
}
