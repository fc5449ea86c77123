import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { signIn, signOut, useAuth } from '../../lib/auth';
import { NameForm } from './NameForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { MembershipCard } from './MembershipCard';

export default function AccountPage() {
  const { user, isLoading } = useAuth();

  if (isLoading) {
    return (
      <PageShell narrow>
        <PageHeader kicker="Your account" title="Your Account" />
        <Skeleton className="h-48 w-full" />
      </PageShell>
    );
  }
  if (!user) {
    return (
      <PageShell narrow>
        <PageHeader kicker="Your account" title="Your Account" />
        <Card className="space-y-4 p-6 sm:p-8">
          <p className="text-lg">Sign in to see and change your account.</p>
          <Button onClick={signIn}>Sign In</Button>
        </Card>
      </PageShell>
    );
  }

  return (
    <PageShell narrow>
      <PageHeader kicker="Your account" title="Your Account" />
      <Card className="p-6 sm:p-8">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted">E-mail</dt>
            <dd className="font-medium break-all">{user.email ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Role</dt>
            <dd className="font-medium">{user.role === 'admin' ? 'Staff (admin)' : 'Member'}</dd>
          </div>
        </dl>
      </Card>
      <section aria-labelledby="membership-heading" className="space-y-4">
        <h2 id="membership-heading" className="text-2xl font-semibold">
          Membership
        </h2>
        <MembershipCard />
      </section>
      <section aria-labelledby="name-heading" className="space-y-4">
        <h2 id="name-heading" className="text-2xl font-semibold">
          Your name
        </h2>
        <Card className="p-6 sm:p-8">
          <NameForm user={user} />
        </Card>
      </section>
      {user.hasPassword && (
        <section aria-labelledby="password-heading" className="space-y-4">
          <h2 id="password-heading" className="text-2xl font-semibold">
            Password
          </h2>
          <Card className="p-6 sm:p-8">
            <ChangePasswordForm />
          </Card>
        </section>
      )}
      <Button variant="outline" onClick={signOut}>
        Sign Out
      </Button>
    </PageShell>
  );
}
